@testable import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// The packaging-time YAML image (`YAMLImage`) and the one door the loaders read YAML through (`DataFiles`).
@Suite struct YAMLImageTests {
    static let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("rules").path

    static func text(_ path: String) throws -> String {
        String(decoding: try FileBytes.read(path, limit: RegularFile.maxSize).get(), as: UTF8.self)
    }

    /// Every shipped YAML file decodes from the image exactly as libyaml parses it, positions included.
    @Test func everyShippedYAMLFileRoundTrips() throws {
        let files = try YAMLImage.files(root: Self.rules)
        let listed = try FileManager.default.subpathsOfDirectory(atPath: Self.rules)
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
        #expect(files.map(\.path) == listed.sorted(), "every YAML file of the data folder, in path order")
        #expect(files.contains { $0.path == "metrics/fallbacks.yaml" } && files.contains { $0.path == "tags.yaml" })
        let decoded = try #require(YAMLImage.decode(YAMLImage.encode(files)))
        #expect(decoded.count == files.count)
        for (file, back) in zip(files, decoded) {
            let text = try Self.text(Self.rules + "/" + file.path)
            #expect(back.path == file.path)
            #expect(back.hash == FNV1a.hash(text))
            #expect(back.root == (try YAMLLoader.load(text, path: file.path)), "\(file.path)")
        }
    }

    static let sample = """
        plain: value
        "quoted": 'single'
        empty:
        list: [1, "two", {three: 3}]
        nested:
          - a: [[], {}]
            é: "ünïcödé ✓"
          - |
            block
            text
        """

    /// Quoted and plain scalars, empty collections, non-ASCII text and positions past 127 (two-byte varints).
    @Test func edgeCasesRoundTrip() throws {
        let wide = "outer:\n" + String(repeating: " ", count: 150) + "inner: 1\n"
        for text in [Self.sample, "deep: " + String(repeating: "[", count: 150) + String(repeating: "]", count: 150),
                     "k: v\n" + String(repeating: "\n", count: 300) + "last: " + String(repeating: "x", count: 200), wide] {
            let root = try YAMLLoader.load(text, path: "t.yaml")
            let file = YAMLImage.File(path: "t.yaml", hash: YAMLImage.hash(text), root: root)
            #expect(YAMLImage.decode(YAMLImage.encode([file])) == [file])
        }
        #expect(try YAMLLoader.load(Self.sample, path: "t.yaml")["plain"]?.kind == .scalar("value", plain: true))
        #expect(try YAMLLoader.load(Self.sample, path: "t.yaml")["quoted"]?.kind == .scalar("single", plain: false))
    }

    /// A truncated, extended or corrupt image is refused as a whole (nil), never trusted in part, never a crash.
    @Test func aDamagedImageIsRefused() throws {
        let root = try YAMLLoader.load(Self.sample, path: "t.yaml")
        let image = YAMLImage.encode([YAMLImage.File(path: "t.yaml", hash: 7, root: root),
                                      YAMLImage.File(path: "u.yaml", hash: 8, root: root)])
        #expect(YAMLImage.decode(image)?.count == 2)
        for n in 0..<image.count { #expect(YAMLImage.decode(Array(image.prefix(n))) == nil, "truncated to \(n) bytes") }
        #expect(YAMLImage.decode(image + [0]) == nil, "a byte too many")
        // Any byte changed (the format version, a count, a letter of a scalar, the checksum) is seen.
        var rng = SplitMix(seed: 30)
        for _ in 0..<3000 {
            var bytes = image
            let i = Int.random(in: 0..<bytes.count, using: &rng)
            bytes[i] ^= UInt8.random(in: 1...255, using: &rng)
            #expect(YAMLImage.decode(bytes) == nil, "byte \(i) changed")
        }
        // Malformed bodies with a valid checksum (an image written by another program): refused
        // by their structure, never a crash, and a count no image could fill reserves nothing.
        let body: [[UInt8]] = [Array("CLYI".utf8) + [2, 0],                                        // another format version
                               Array("CLYI".utf8) + [1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F],  // 2^63 files
                               Array("CLYI".utf8) + [1, 1, 1, 0x61] + [UInt8](repeating: 0, count: 8) + [9, 1, 1],  // kind 9
                               Array("CLYI".utf8) + [1, 1, 1, 0x61] + [UInt8](repeating: 0, count: 8) + [2, 1, 1, 0x7F],  // 127 items in none
                               Array("CLYI".utf8) + [1, 1, 1, 0x61] + [UInt8](repeating: 0, count: 8) + [1, 1, 1, 5, 0x61]]  // 5 bytes in 1
        for b in body {
            let sum = b.withUnsafeBufferPointer { YAMLImage.checksum($0) }
            #expect(YAMLImage.decode(b + (0..<8).map { UInt8(truncatingIfNeeded: sum >> (8 * UInt64($0))) }) == nil)
        }
        // The same shape well formed is read.
        let good = Array("CLYI".utf8) + [1, 1, 1, 0x61] + [UInt8](repeating: 0, count: 8) + [1, 1, 1, 1, 0x61]
        let sum = good.withUnsafeBufferPointer { YAMLImage.checksum($0) }
        #expect(YAMLImage.decode(good + (0..<8).map { UInt8(truncatingIfNeeded: sum >> (8 * UInt64($0))) })
                == [YAMLImage.File(path: "a", hash: 0, root: YAMLNode(kind: .scalar("a", plain: true), line: 1, column: 1))])
    }

    /// The image's tree is taken only for the same path under the folder and the same bytes.
    @Test func theImageIsUsedOnlyForTheSameBytesAtTheSamePath() throws {
        let text = "id: a\nmessage: old\n"
        // A tree the text does not parse to: seen only when the image is used.
        let marker = YAMLNode(kind: .scalar("from the image", plain: false), line: 9, column: 9)
        let data = DataFiles(root: "/data", files: ["pack/a.yaml": YAMLImage.File(path: "pack/a.yaml", hash: YAMLImage.hash(text), root: marker)])
        #expect(try data.yaml(text, path: "/data/pack/a.yaml") == marker)
        let edited = "id: a\nmessage: new\n"
        #expect(try data.yaml(edited, path: "/data/pack/a.yaml") == (try YAMLLoader.load(edited, path: "x")), "an edited file is parsed")
        #expect(try data.yaml(text, path: "/elsewhere/pack/a.yaml") == (try YAMLLoader.load(text, path: "x")), "a file outside the folder is parsed")
        #expect(try data.yaml(text, path: "/data/pack/b.yaml")["message"]?.scalar == "old", "a file the image lacks is parsed")
        #expect(throws: YAMLError.self) { try data.yaml("a: [", path: "/data/pack/a.yaml") }
        #expect(try DataFiles().yaml(text, path: "/data/pack/a.yaml") == (try YAMLLoader.load(text, path: "x")))
        // A relative folder matches the absolute paths the host loaders build from it.
        let cwd = FileManager.default.currentDirectoryPath
        let relative = DataFiles(root: "data", files: ["a.yaml": YAMLImage.File(path: "a.yaml", hash: YAMLImage.hash(text), root: marker)])
        #expect(try relative.yaml(text, path: "data/a.yaml") == marker)
        #expect(try relative.yaml(text, path: cwd + "/data/a.yaml") == marker)
    }

    /// `DataFiles(root:)` reads the folder's image file, and ignores one that is damaged.
    @Test func aFolderWithADamagedImageIsParsed() throws {
        let dir = NSTemporaryDirectory() + "yaml-image-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "a: 1\n".write(toFile: dir + "/a.yaml", atomically: true, encoding: .utf8)
        #expect(DataFiles(root: dir).imageCount == 0, "no image")
        let image = YAMLImage.encode(try YAMLImage.files(root: dir))
        try Data(image).write(to: URL(fileURLWithPath: dir + "/" + YAMLImage.fileName))
        #expect(DataFiles(root: dir).imageCount == 1)
        try Data(image.dropLast()).write(to: URL(fileURLWithPath: dir + "/" + YAMLImage.fileName))
        #expect(DataFiles(root: dir).imageCount == 0, "a truncated image is ignored")
        try Data(image + [0]).write(to: URL(fileURLWithPath: dir + "/" + YAMLImage.fileName))
        #expect(DataFiles(root: dir).imageCount == 0, "an image with trailing bytes is ignored")
    }
}
