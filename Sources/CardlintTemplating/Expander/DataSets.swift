import Foundation

/// Finds the data files that belong to a template by naming convention.
public enum DataSets {
    /// `x.json` → `x.data.json`; `x.template.json` → `x.data.json`; plus every `x.data.*.json`
    /// next to it. Existing files only, sorted by path; the template itself is never returned.
    public static func discover(templatePath: String) -> [String] {
        let url = URL(fileURLWithPath: templatePath)
        let directory = url.deletingLastPathComponent()
        var name = url.lastPathComponent
        guard name.hasSuffix(".json") else { return [] }
        name.removeLast(5)
        if name.hasSuffix(".template") { name.removeLast(9) }
        if name.hasSuffix(".data") || name.contains(".data.") { return [] }
        let exact = name + ".data.json"
        let prefix = name + ".data."
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var found: [String] = []
        for entry in entries where entry == exact || (entry.hasPrefix(prefix) && entry.hasSuffix(".json") && entry.count > prefix.count + 5) {
            found.append(directory.appendingPathComponent(entry).path)
        }
        return found.sorted()
    }
}
