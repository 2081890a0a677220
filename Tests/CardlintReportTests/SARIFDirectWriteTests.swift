import CardlintReading
@testable import CardlintReport
import CardlintTestSupport
import Foundation
import Testing

/// The parts SARIF results write straight into bytes against the strings and trees they
/// replace: `JSONBytes.lineHash` against `LineHash.Table`'s `hex:n` for every line of the corpus,
/// and `SARIFReporter.Artifact.write` against its `JSONNode`.
@Suite struct SARIFDirectWriteTests {
    static var corpusFiles: [String] {
        let root = TestSupport.repoRoot + "/corpus"
        return (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { root + "/" + $0 }
    }

    @Test func lineHashMatchesTable() throws {
        let files = Self.corpusFiles
        #expect(files.count > 50)
        var lines = 0
        for path in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let table = LineHash.Table(of: SourceFile(path: path, bytes: bytes))
            for line in 1...table.hashes.count {
                guard let text = table[line], let parts = table.occurrence(line: line) else { continue }
                var json = JSONBytes()
                json.lineHash(parts.hash, parts.n)
                #expect(json.bytes.string == "\"" + text + "\"", "\(path):\(line)")
                lines += 1
            }
        }
        #expect(lines > 1000)
        var rng = SplitMix(seed: 11)
        for shift in 0..<64 {
            let v = rng.next() >> UInt64(shift)
            for n in [1, 9, 10, 12345] {
                var json = JSONBytes()
                json.lineHash(v, n)
                #expect(json.bytes.string == "\"" + String(v, radix: 16) + ":" + String(n) + "\"")
            }
        }
    }

    @Test func artifactMatchesNode() {
        let cases = [("cards/a.json", "/w"), ("/elsewhere/a b.json", "/work/project"), ("/work/project/cards/ä.json", "/work/project"),
                     ("./x\".json", "/w"), ("/tmp/q.json", "/")]
        for (path, cwd) in cases {
            let artifact = SARIFReporter.Artifact(path, cwd: cwd)
            for depth in 0...4 {
                var json = JSONBytes(depth: depth)
                artifact.write(to: &json)
                #expect(json.bytes.string == SARIFReporter.artifact(path, cwd: cwd).serialized(indent: depth), "\(path)")
            }
        }
    }
}
