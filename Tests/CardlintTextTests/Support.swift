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
