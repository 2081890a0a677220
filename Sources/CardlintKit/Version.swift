import CardlintReading
import CardlintText
import Foundation

/// cardlint's version (semantic versioning).
public enum CardlintVersion {
    public static let current = "0.1.0"
    public static let informationURI = "https://github.com/cardlint/cardlint"

    /// The file, in an installed data folder, holding the data's hash (written when packaging by
    /// `Scripts/install.sh`, so `--version` reads 16 bytes instead of hashing the whole folder).
    public static let stampName = ".data-hash"

    /// The data's version: a hash of every file under the data folder but the stamp, the YAML image
    /// (`YAMLImage`) and the metric image (`MetricImage`) (the images are made from the files hashed;
    /// all three are written when packaging) (its path
    /// relative to the folder and its bytes), so two installs with the same data print the same
    /// value wherever they live.
    public static func dataHash(root: String) -> String {
        var h = Hasher64()
        let e = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let f = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            if f != stampName, f != YAMLImage.fileName, f != "metrics/" + MetricImage.fileName, FileManager.default.fileExists(atPath: root + "/" + f, isDirectory: &isDir), !isDir.boolValue { files.append(f) }
        }
        for f in files.sorted() {
            h.add(f)
            h.add(Linter.contents(atPath: root + "/" + f, limit: RegularFile.maxSize) ?? [])
        }
        let hex = String(h.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The hash the data folder's stamp holds (16 hex digits), else the hash computed (a source checkout).
    public static func stampedDataHash(root: String) -> String {
        // Read as bytes: `--version` is a start-up path, and Foundation's trimming alone cost more than the rest.
        if case .success(var bytes) = FileBytes.read(root + "/" + stampName, limit: 64) {
            while let last = bytes.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D { bytes.removeLast() }
            let hex = { (b: UInt8) in (0x30...0x39).contains(b) || (0x61...0x66).contains(b) || (0x41...0x46).contains(b) }
            if bytes.count == 16, bytes.allSatisfy(hex) { return String(decoding: bytes, as: UTF8.self) }
        }
        return dataHash(root: root)
    }

    /// What `cardlint --version` prints: the program's version, then the data's hash and folder.
    public static func versionText(dataRoot: String?) -> String {
        var out = "cardlint \(current)\n"
        if let dataRoot { out += "data \(stampedDataHash(root: dataRoot)) \(dataRoot)\n" } else { out += "data not found\n" }
        return out
    }
}
