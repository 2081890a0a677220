import Foundation
@testable import CardlintText

/// The repository's `rules/` directory, found from this file's path.
let rulesDirectory: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("rules").path

func makeMeasurer() throws -> ICUTextMeasurer { try ICUTextMeasurer(metricsDirectory: rulesDirectory) }

func style(_ family: String = "inter", _ weight: FontWeight = .regular, size: Double = 16, locale: String? = nil,
           mono: Bool = false) -> TextStyle {
    TextStyle(face: FontFace(family: family, weight: weight, monospace: mono), size: size, locale: locale)
}

extension TextLayout {
    /// The text of each line, cut from `source` by UTF-16 range.
    func lineTexts(_ source: String) -> [String] {
        let u = Array(source.utf16)
        return lines.map { String(decoding: u[$0.utf16Range], as: UTF16.self) }
    }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
