import CardlintReading

/// A rectangle in points, origin at the card's top-left corner, y growing downwards.
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The rectangle moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }

    public var description: String {
        "(\(LayoutFormat.number(x)), \(LayoutFormat.number(y)), \(LayoutFormat.number(width))×\(LayoutFormat.number(height)))"
    }
}

/// A width and height in points.
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

enum LayoutFormat {
    /// A number with at most two decimals, without a trailing `.0`.
    static func number(_ d: Double) -> String { NumberText.rounded(d, places: 2) }
}
