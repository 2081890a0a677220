import Foundation

/// Finds the data files that belong to a template by naming convention.
public enum DataSets {
    /// Existing files only, sorted by path; the template itself is never returned.
    ///
    /// - `x.json` → `x.data.json` and every `x.data.*.json`;
    /// - `x.template.json` → the same for `x`, and `x.template.data.json`;
    /// - when none of those exists, the nearest data file shared by a dotted family of templates:
    ///   `Template.Functions.String.json` → `Template.Functions.data.json`, else `Template.data.json`
    ///   (Microsoft's template samples keep one `Template.data.json` for a folder of `Template.*.json`).
    public static func discover(templatePath: String) -> [String] {
        let url = URL(fileURLWithPath: templatePath)
        let directory = url.deletingLastPathComponent()
        var name = url.lastPathComponent
        guard name.hasSuffix(".json") else { return [] }
        name.removeLast(5)
        if name.hasSuffix(".data") || name.contains(".data.") { return [] }
        var stems = [name]
        if name.hasSuffix(".template") { name.removeLast(9); stems.insert(name, at: 0) }
        let entries = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        var found: [String] = []
        for stem in stems {
            let exact = stem + ".data.json", prefix = stem + ".data."
            for entry in entries where entry == exact || (entry.hasPrefix(prefix) && entry.hasSuffix(".json") && entry.count > prefix.count + 5) {
                found.append(entry)
            }
        }
        if found.isEmpty {
            var family = Substring(name)
            while let dot = family.lastIndex(of: ".") {
                family = family[..<dot]
                if entries.contains(family + ".data.json") { found.append(family + ".data.json"); break }
            }
        }
        return found.sorted().map { directory.appendingPathComponent($0).path }
    }
}
