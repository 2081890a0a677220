@testable import CardlintRules
import CardlintLayout
import Testing

/// WCAG 2.5.8 spacing geometry and the clipped-text estimate.
@Suite struct LayoutGeometryTests {
    func square(_ cx: Double, _ cy: Double, _ side: Double) -> Rect {
        Rect(x: cx - side / 2, y: cy - side / 2, width: side, height: side)
    }

    @Test func distanceFromAPointToARectangle() {
        let r = Rect(x: 10, y: 10, width: 20, height: 10)
        #expect(TargetSpacing.distance(from: (15, 15), to: r) == 0)
        #expect(TargetSpacing.distance(from: (0, 15), to: r) == 10)
        #expect(TargetSpacing.distance(from: (33, 24), to: r) == 5)
    }

    @Test func undersizedMeansASquareDoesNotFit() {
        #expect(TargetSpacing.isUndersized(Rect(x: 0, y: 0, width: 100, height: 23.9), size: 24))
        #expect(!TargetSpacing.isUndersized(Rect(x: 0, y: 0, width: 24, height: 24), size: 24))
    }

    @Test func aLoneUndersizedTargetPassesBySpacing() {
        #expect(TargetSpacing.passesSpacing(0, in: [square(50, 50, 16)], minimum: 24))
    }

    @Test func undersizedNeighboursNeedTwentyFourBetweenCentres() {
        // 20 apart: circles overlap. 24 apart: they touch, which is not intersecting.
        #expect(!TargetSpacing.passesSpacing(0, in: [square(0, 0, 16), square(20, 0, 16)], minimum: 24))
        #expect(TargetSpacing.passesSpacing(0, in: [square(0, 0, 16), square(24, 0, 16)], minimum: 24))
        // Medium rating stars: 20×20, 4 apart, centres 24 apart: pass.
        #expect(TargetSpacing.passesSpacing(1, in: [square(10, 10, 20), square(34, 10, 20), square(58, 10, 20)], minimum: 24))
    }

    @Test func theCircleMustNotTouchALargeTarget() {
        let big = Rect(x: 20, y: -20, width: 100, height: 40)
        // Centre 12 from the big target's edge: touching only, passes; 11 away: intersects.
        #expect(TargetSpacing.passesSpacing(0, in: [square(8, 0, 10), big], minimum: 24))
        #expect(!TargetSpacing.passesSpacing(0, in: [square(9, 0, 10), big], minimum: 24))
        // A large target has no circle: its edge 14 away is fine, where a small target's centre 14 away is not.
        #expect(TargetSpacing.passesSpacing(0, in: [square(0, 0, 4), Rect(x: 14, y: -20, width: 40, height: 40)], minimum: 24))
        #expect(!TargetSpacing.passesSpacing(0, in: [square(0, 0, 4), square(14, 0, 4)], minimum: 24))
    }

    @Test func tooManyTargetsAreNeverPassedSilently() {
        let many = (0..<20).map { square(Double($0) * 100, 0, 10) }
        #expect(TargetSpacing.passesSpacing(0, in: many, minimum: 24))
        #expect(!TargetSpacing.passesSpacing(0, in: many, minimum: 24, limit: 5))
        #expect(!TargetSpacing.passesSpacing(99, in: many, minimum: 24))
    }

    @Test func hostPaddingGrowsAroundTheCentre() {
        let p = LayoutTargets.padded(Rect(x: 10, y: 10, width: 20, height: 60), to: 44)
        #expect(p == Rect(x: -2, y: 10, width: 44, height: 60))
    }

    @Test func clippedAtALowerScaleIsEstimatedInProportion() {
        // Needs 600 at AX5 (3.12) → about 452 at AX3 (2.35): still more than 300.
        #expect(ClippedText.clipped(needed: 600, available: 300, factor: 3.12, at: 2.35))
        // Needs 350 at AX5 → about 264 at AX3: fits 300.
        #expect(!ClippedText.clipped(needed: 350, available: 300, factor: 3.12, at: 2.35))
        // At or below the limit the text is as clipped as it is.
        #expect(ClippedText.clipped(needed: 350, available: 300, factor: 1, at: 2.35))
    }
}
