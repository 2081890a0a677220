import CardlintReading
import CardlintTestSupport
import Testing

/// The meter scaling tests read: it counts only inside the task that set it, and a path that
/// counts nothing fails the bound instead of passing it.
@Suite struct WorkMeterTests {
    @Test func countsOnlyWhereAMeterIsSet() {
        WorkMeter.add(5)  // no meter: nothing to count into
        let outer = WorkMeter(), inner = WorkMeter()
        WorkMeter.$current.withValue(outer) {
            WorkMeter.add(2)
            WorkMeter.$current.withValue(inner) { WorkMeter.add(3) }
            WorkMeter.add(4)
        }
        #expect(outer.steps == 6 && inner.steps == 3)
        #expect(Work.count { WorkMeter.add(7) } == 7)
    }

    @Test func anUncountedPathFailsTheBound() {
        let r = Work.ratio(10) { _ in }
        #expect(r.small == 0 && !(r.ratio <= Work.maxRatio))
    }
}
