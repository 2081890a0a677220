import CardlintKit
import CardlintReading
import Foundation

/// The bytes of the one card a command reads (`layout`, `effective`): a file or `-` for standard
/// input, refused past the default size limit as `lint` refuses it.
enum CardBytes {
    static func read(_ card: String) -> [UInt8] {
        let limit = LintSettings.defaultMaxFileSize
        switch card == "-" ? FileBytes.readStream(STDIN_FILENO, limit: limit) : FileBytes.read(card, limit: limit) {
        case .success(let bytes): return bytes
        case .failure(let why): Terminal.fail("cannot read \(ControlEscape.escape(card)): \(why)")
        }
    }
}
