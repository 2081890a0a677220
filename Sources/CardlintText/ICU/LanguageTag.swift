import CICU

/// BCP 47 language tag checks, for the card's `lang` and a text's locale.
public enum LanguageTag {
    /// What ICU makes of a tag.
    public struct Validation: Sendable, Hashable {
        /// The whole tag parses as BCP 47 (and its language subtag has 2–3 letters: 4- and 5–8-letter language
        /// subtags are reserved and none is registered).
        public var isWellFormed: Bool
        /// The language subtag is an ISO 639 code ICU knows (ISO 639-1 and the ISO 639-2/3 codes in ICU's list).
        public var isKnownLanguage: Bool
        /// Canonical form, e.g. `en-US` for `EN-us`, `he` for `iw`; nil when the tag does not parse.
        public var canonical: String?
        /// The canonical language subtag (`en`), if any.
        public var language: String?
        /// Well-formed with a known language.
        public var isValid: Bool { isWellFormed && isKnownLanguage }
    }

    /// Checks a BCP 47 tag such as `en-US` (valid), `english` (malformed), `zz` (well-formed, unknown language).
    public static func validate(_ tag: String) -> Validation {
        // C strings end at NUL: "en\0x" must not pass as "en".
        guard !tag.utf8.contains(0) else {
            return Validation(isWellFormed: false, isKnownLanguage: false, canonical: nil, language: nil)
        }
        var canonical = [CChar](repeating: 0, count: 160)
        var language = [CChar](repeating: 0, count: 16)
        let flags = Int(cicu_language_tag(tag, &canonical, Int32(canonical.count), &language, Int32(language.count)))
        let canonicalText = decode(canonical)
        let languageText = decode(language)
        let wellFormed = flags & CICU_TAG_WELL_FORMED != 0
        return Validation(isWellFormed: wellFormed,
                          isKnownLanguage: flags & CICU_TAG_KNOWN_LANGUAGE != 0,
                          canonical: wellFormed && !canonicalText.isEmpty ? canonicalText : nil,
                          language: languageText.isEmpty ? nil : languageText)
    }

    private static func decode(_ chars: [CChar]) -> String {
        let bytes = chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
