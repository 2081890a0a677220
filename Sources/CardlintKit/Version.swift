import CardlintReading
import Foundation

/// cardlint's version (semantic versioning).
public enum CardlintVersion {
    public static let current = "0.1.0"
    public static let informationURI = "https://github.com/cardlint/cardlint"

    /// The data's version: a hash of every file under the data folder (its path relative to the folder
    /// and its bytes), so two installs with the same data print the same value wherever they live.
    public static func dataHash(root: String) -> String {
        var h = Hasher64()
        let e = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let f = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + f, isDirectory: &isDir), !isDir.boolValue { files.append(f) }
        }
        for f in files.sorted() {
            h.add(f)
            h.add(Linter.contents(atPath: root + "/" + f, limit: RegularFile.maxSize) ?? [])
        }
        let hex = String(h.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// What `cardlint --version` prints: the program's version, then the data's hash and folder.
    public static func versionText(dataRoot: String?) -> String {
        var out = "cardlint \(current)\n"
        if let dataRoot { out += "data \(dataHash(root: dataRoot)) \(dataRoot)\n" } else { out += "data not found\n" }
        return out
    }
}
