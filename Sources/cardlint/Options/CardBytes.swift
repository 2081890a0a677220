import CardlintKit

/// The bytes of the one card a command reads (`layout`, `effective`): a file or `-` for standard
/// input, refused past the default size limit as `lint` refuses it.
enum CardBytes {
    static func read(_ card: String) -> [UInt8] {
        guard let bytes = card == "-" ? Linter.standardInput() : Linter.contents(atPath: card) else {
            Terminal.fail("cannot read \(card)")
        }
        guard bytes.count <= LintSettings.defaultMaxFileSize else {
            Terminal.fail("cannot read \(card): it is larger than \(LintSettings.defaultMaxFileSize) bytes")
        }
        return bytes
    }
}
