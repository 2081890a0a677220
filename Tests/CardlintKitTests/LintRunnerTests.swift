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
        let planned = try runner.plan(FileWalker.expand([dir]).inputs.reversed())
        let expected = planned.map(\.path)
        #expect(expected == expected.sorted { ReportStream.precedes($0, $1) })
        for window in [1, 2, 64] {
            var seen: [String] = []
            var skipped = 0
            runner.forEach(planned, window: window) { outcome in
                switch outcome {
                case .report(let r): seen.append(r.path); #expect(!r.findings.isEmpty)
                case .skippedNonCard: skipped += 1
                }
            }
            #expect(seen == expected.filter { !$0.hasSuffix("zz-not-a-card.json") })
            #expect(skipped == 1)
        }
    }

    @Test func producersStayWithinTheWindow() {
        let results = OrderedResults<Int>(count: 10, window: 3)
        #expect([results.claim(), results.claim(), results.claim()] == [0, 1, 2])
        let fourth = Locked<Int?>(nil)
        DispatchQueue.global().async { let i = results.claim(); fourth.update { $0 = i } }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(fourth.value == nil, "a fourth claim waits for the consumer")
        _ = results.deliver(1, 10)
        _ = results.deliver(0, 0)
        #expect(results.next() == 0)
        #expect(results.next() == 10)
        var waited = 0.0
        while fourth.value == nil, waited < 10 { Thread.sleep(forTimeInterval: 0.01); waited += 0.01 }
        #expect(fourth.value == 3)
        results.cancel()
        #expect(results.claim() == nil)
    }
}
