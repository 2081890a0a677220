import CardlintReading
import CardlintReport
import CardlintTestSupport
import Foundation
import Testing
@testable import CardlintKit

@Suite struct LintRunnerTests {
    @Test func outcomesComeInPathOrderWhateverTheWindow() throws {
        var files: [String: String] = [:]
        for i in [7, 3, 11, 0, 5, 9, 1] { files["c\(i)/card-\(i % 3).json"] = ConfigTests.httpCard }
        files["zz-not-a-card.json"] = "{\"hello\": 1}"
        let dir = try ConfigTests.project(files)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings())
        let runner = LintRunner(factory: factory)
        let walk = FileWalker.Walk([dir, dir + "/c3/card-0.json"])
        let expected = FileWalker.expand([dir]).inputs.map(\.path).sorted { ReportStream.precedes($0, $1) }
        #expect(walk.map(\.path) == expected, "the walk is in report order, without duplicates")
        #expect(walk.first { $0.path.hasSuffix("c3/card-0.json") }?.explicit == false, "the first path's input wins")
        let plan = try runner.plan(walk)
        #expect(plan.count == expected.count && plan.repeatedPaths.isEmpty)
        for window in [1, 2, 64] {
            var seen: [String] = []
            var skipped = 0
            runner.forEach(walk, total: plan.count, window: window) { outcome in
                switch outcome {
                case .report(let r): seen.append(r.path); #expect(!r.findings.isEmpty)
                case .skippedNonCard, .skipped: skipped += 1
                }
            }
            #expect(seen == expected.filter { !$0.hasSuffix("zz-not-a-card.json") })
            #expect(skipped == 1)
        }
    }

    @Test func walkOrderIsCodePointOrderOfWholePaths() throws {
        // "a.b" < "a/…" ('.' < '/'), "a-z" < "a.b", folders compared as "name/".
        let dir = try ConfigTests.project(["a/x.json": "{}", "a.b.json": "{}", "a-z.json": "{}", "ab/y.json": "{}", "a/b/z.json": "{}"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let walked = FileWalker.Walk([dir]).map { String($0.path.dropFirst(dir.count + 1)) }
        #expect(walked == ["a-z.json", "a.b.json", "a/b/z.json", "a/x.json", "ab/y.json"])
        #expect(walked == walked.sorted { ReportStream.precedes($0, $1) })
    }

    /// Named files in any order (pre-commit passes git's) come out once each, in report order,
    /// merged with a folder's walk; of a file named and walked, the earlier argument's input wins.
    @Test func namedFilesAreSortedOnceAndMergedWithFolders() throws {
        var files: [String: String] = [:]
        for i in 0..<40 { files["n/card-\(i).json"] = "{}" }
        files["w/a.json"] = "{}"; files["w/z.json"] = "{}"
        let dir = try ConfigTests.project(files)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let named = (0..<40).reversed().map { dir + "/n/card-\($0).json" }
        let args = named + [dir + "/w", dir + "/n/card-3.json", dir + "/w/a.json"]
        let walked = Array(FileWalker.Walk(args))
        let expected = (named + [dir + "/w/a.json", dir + "/w/z.json"]).sorted { ReportStream.precedes($0, $1) }
        #expect(walked.map(\.path) == expected)
        #expect(walked.first { $0.path.hasSuffix("/w/a.json") }?.explicit == false, "the folder came first")
        #expect(walked.first { $0.path.hasSuffix("/n/card-3.json") }?.explicit == true)
    }

    @Test func producersStayWithinTheWindow() {
        let results = OrderedResults<Int, Int>(AnyIterator((0..<10).makeIterator()), window: 3)
        #expect([results.claim()?.0, results.claim()?.0, results.claim()?.0] == [0, 1, 2])
        let fourth = Locked<Int?>(nil)
        let claimed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { let i = results.claim()?.0; fourth.update { $0 = i }; claimed.signal() }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(fourth.value == nil, "a fourth claim waits for the consumer")
        _ = results.deliver(1, 10)
        _ = results.deliver(0, 0)
        #expect(results.next() == 0)
        #expect(results.next() == 10)
        // A hang guard, not a speed bound (a loaded machine may take its time to run the claim).
        #expect(claimed.wait(timeout: .now() + 300) == .success)
        #expect(fourth.value == 3)
        results.cancel()
        #expect(results.claim() == nil)
    }
}

/// A value shared between the test's threads.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    func update(_ change: (inout Value) -> Void) { lock.lock(); change(&stored); lock.unlock() }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
}
