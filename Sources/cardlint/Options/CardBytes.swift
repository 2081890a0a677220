import CardlintKit

/// The bytes of the one card a command reads (`layout`, `effective`): a file or `-` for standard
/// input, refused past `Linter.maxFileBytes` as `lint` refuses it.
enum CardBytes {
    static func read(_ card: String) -> [UInt8] {
        guard let bytes = card == "-" ? Linter.standardInput() : Linter.contents(atPath: card) else {
            Terminal.fail("cannot read \(card)")
        }
        guard bytes.count <= Linter.maxFileBytes else {
            Terminal.fail("cannot read \(card): it is larger than \(Linter.maxFileBytes) bytes")
        }
        return bytes
    }
}
