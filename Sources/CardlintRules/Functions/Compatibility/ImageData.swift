/// An image written into the card as a `data:` URL (RFC 2397): its media type and, for base64
/// data, the bytes, so that what the card states about the image (its size in bytes and pixels,
/// whether a GIF is animated) can be read without fetching anything.
struct ImageData {
    /// The media type, lower-cased (`image/png`); empty when the URL names none.
    let mediaType: String
    /// The decoded bytes; nil when the data is not base64 or not well-formed base64 (a template
    /// expression inside it, say).
    let bytes: [UInt8]?

    /// Whether `url` is a data URL (`data:` in any case, after leading blanks).
    static func isDataURL(_ url: String) -> Bool { startsCaseless(url, with: "data:", afterSpaces: true) }

    /// Whether `text` starts with `prefix` (lower-case ASCII letters and punctuation), in any case;
    /// `afterSpaces`: after any leading spaces. Read in place (walking the UTF-8 view through a
    /// dropped slice cost ~30 instructions a byte, for every image URL on every host).
    static func startsCaseless(_ text: String, with prefix: StaticString, afterSpaces: Bool = false) -> Bool {
        var text = text
        return text.withUTF8 { b in
            var i = 0
            if afterSpaces { while i < b.count, b[i] == 0x20 { i += 1 } }
            let n = prefix.utf8CodeUnitCount, p = prefix.utf8Start
            guard b.count - i >= n else { return false }
            for k in 0..<n where b[i + k] | 0x20 != p[k] { return false }
            return true
        }
    }

    init?(_ url: String) {
        guard Self.isDataURL(url), let colon = url.utf8.firstIndex(of: UInt8(ascii: ":")),
              let comma = url.utf8[colon...].firstIndex(of: UInt8(ascii: ",")) else { return nil }
        let head = url.utf8[url.utf8.index(after: colon)..<comma]
        let params = String(decoding: head, as: UTF8.self).lowercased().split(separator: ";", omittingEmptySubsequences: false)
        mediaType = params.first.map { $0.trimmingBlanks } ?? ""
        let isBase64 = params.dropFirst().contains { $0.trimmingBlanks == "base64" }
        bytes = isBase64 ? Self.base64(url.utf8[url.utf8.index(after: comma)...]) : nil
    }

    /// Base64 (standard or URL-safe alphabet; blanks and line breaks skipped, padding optional);
    /// nil on any other character.
    static func base64<S: Sequence>(_ text: S) -> [UInt8]? where S.Element == UInt8 {
        var out: [UInt8] = []
        var acc: UInt32 = 0, bits = 0
        var ended = false
        for c in text {
            let v: UInt32
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): v = UInt32(c - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): v = UInt32(c - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = UInt32(c - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"), UInt8(ascii: "-"): v = 62
            case UInt8(ascii: "/"), UInt8(ascii: "_"): v = 63
            case UInt8(ascii: "="): ended = true; continue
            case 0x20, 0x0A, 0x0D, 0x09: continue
            default: return nil
            }
            if ended { return nil }
            acc = (acc << 6) | v
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: acc >> UInt32(bits)))
                acc &= (1 << UInt32(bits)) - 1
            }
        }
        return out
    }

    /// Width and height in pixels, read from the PNG, GIF or JPEG header; nil for other formats
    /// or a header that is cut short.
    var pixelSize: (width: Int, height: Int)? {
        guard let b = bytes else { return nil }
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return (Self.be32(b, 16), Self.be32(b, 20))
        }
        if b.count >= 10, b.starts(with: Array("GIF8".utf8)) {
            return (Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 { return Self.jpegSize(b) }
        return nil
    }

    /// A GIF with more than one image in it (each image block, `0x2C`, counted while walking the
    /// blocks; extensions and the colour tables are skipped by their lengths).
    var isAnimatedGIF: Bool {
        guard let b = bytes, b.count >= 13, b.starts(with: Array("GIF8".utf8)) else { return false }
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 0x07) + 1) }
        var images = 0
        while i < b.count {
            switch b[i] {
            case 0x21: // extension: label, then sub-blocks
                i = Self.skipSubBlocks(b, i + 2)
            case 0x2C: // image descriptor (+ local colour table), LZW size, sub-blocks
                images += 1
                if images > 1 { return true }
                guard i + 10 <= b.count else { return false }
                var j = i + 10
                if b[i + 9] & 0x80 != 0 { j += 3 << (Int(b[i + 9] & 0x07) + 1) }
                i = Self.skipSubBlocks(b, j + 1)
            default: return false // trailer (0x3B) or damage
            }
        }
        return false
    }

    private static func skipSubBlocks(_ b: [UInt8], _ start: Int) -> Int {
        var i = start
        while i < b.count, b[i] != 0 { i += Int(b[i]) + 1 }
        return i + 1
    }

    private static func be32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }

    /// The frame size of the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC).
    private static func jpegSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return (Int(b[i + 7]) << 8 | Int(b[i + 8]), Int(b[i + 5]) << 8 | Int(b[i + 6]))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}

private extension Substring {
    var trimmingBlanks: String { String(self.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) }
}
