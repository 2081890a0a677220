import CardlintLayout
import CardlintReading

/// Geometry of WCAG 2.5.8's spacing exception.
///
/// An undersized target passes when a circle of `diameter` (24 CSS px) centred on its bounding box
/// intersects no other target and no other undersized target's circle. Touching (distance equal to
/// the radius) is not intersecting. Points, dp and CSS px are treated as the same unit.
enum TargetSpacing {
    /// The centre of a rectangle.
    static func centre(_ r: Rect) -> (x: Double, y: Double) { (r.x + r.width / 2, r.y + r.height / 2) }

    /// Distance from a point to the nearest point of a rectangle (0 inside it).
    static func distance(from p: (x: Double, y: Double), to r: Rect) -> Double {
        let dx = max(r.x - p.x, 0, p.x - r.maxX)
        let dy = max(r.y - p.y, 0, p.y - r.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether a target is smaller than `size` in either dimension (a `size`×`size` square does not fit).
    static func isUndersized(_ r: Rect, size: Double) -> Bool {
        r.width + 1e-9 < size || r.height + 1e-9 < size
    }

    /// Other targets `passesSpacing` compares at most.
    static let maxCompared = 500

    /// Whether `targets[index]` passes by spacing: its circle meets no other target rectangle and no
    /// other undersized target's circle. At most `limit` other targets are compared (cards have few);
    /// beyond that the target is treated as not spaced (reported, never silently passed).
    static func passesSpacing(_ index: Int, in targets: [Rect], minimum size: Double,
                              diameter: Double = 24, limit: Int = maxCompared) -> Bool {
        guard targets.indices.contains(index), targets.count <= limit + 1 else { return false }
        WorkMeter.add(targets.count)
        let r = diameter / 2
        let c = centre(targets[index])
        for (j, other) in targets.enumerated() where j != index {
            if distance(from: c, to: other) < r - 1e-9 { return false }
            if isUndersized(other, size: size) {
                let o = centre(other)
                let d = ((c.x - o.x) * (c.x - o.x) + (c.y - o.y) * (c.y - o.y)).squareRoot()
                if d < diameter - 1e-9 { return false }
            }
        }
        return true
    }
}
