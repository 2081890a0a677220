/// RFC 6901 JSON Pointer helpers.
public enum JSONPointer {
    /// `~` → `~0`, `/` → `~1` (characters compared); a token without either is returned as it is.
    public static func escape(_ token: String) -> String {
        // The bytes read in place: walking the UTF-8 view cost more per byte than the rest of
        // building a pointer.
        var bytes = token
        let (found, ascii) = bytes.withUTF8 { b in
            var ascii = true, found = false
            for c in b {
                if c == 0x7E || c == 0x2F { found = true } else if c >= 0x80 { ascii = false }
            }
            return (found, ascii)
        }
        guard found else { return token }
        // ASCII (URLs, most keys): byte by byte, where a character is a byte. Other text is compared
        // by characters (a `~` with a combining mark is another character), as it always was.
        guard ascii else { return token.replacing("~", with: "~0").replacing("/", with: "~1") }
        var out: [UInt8] = []
        out.reserveCapacity(token.utf8.count + 8)
        for b in token.utf8 {
            if b == 0x7E { out.append(0x7E); out.append(0x30) } else if b == 0x2F { out.append(0x7E); out.append(0x31) } else { out.append(b) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The inverse of `escape`; a token without `~` is returned as it is.
    public static func unescape(_ token: String) -> String {
        guard token.utf8.contains(0x7E) else { return token }
        guard !token.utf8.contains(where: { $0 >= 0x80 }) else {
            return token.replacing("~1", with: "/").replacing("~0", with: "~")
        }
        // ASCII: one pass, `~1` → `/` and `~0` → `~` (what the two replacements in turn make).
        let b = Array(token.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var i = 0
        while i < b.count {
            if b[i] == 0x7E, i + 1 < b.count, b[i + 1] == 0x30 || b[i + 1] == 0x31 {
                out.append(b[i + 1] == 0x30 ? 0x7E : 0x2F)
                i += 2
            } else {
                out.append(b[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `pointer` + `/` + the escaped token, its bytes copied once into a string of the final size
    /// (interpolation grew the string by appends: 1 400 instructions a pointer, 3.4 M of an edit of
    /// the 2 000-node card while building its nodes).
    public static func appending(_ pointer: String, _ token: String) -> String {
        var head = pointer, tail = escape(token)
        return head.withUTF8 { h in tail.withUTF8 { t in joined(h, t) } }
    }

    public static func appending(_ pointer: String, _ index: Int) -> String {
        withDigits(of: index) { digits in
            var head = pointer
            return head.withUTF8 { h in joined(h, digits) }
        }
    }

    /// `pointer` + `/` + `escaped` + `/` + `index` (`escaped`: a token already escaped), written once:
    /// the pointer of an array's item without the array's own pointer made first.
    public static func appending(_ pointer: String, escaped: String, _ index: Int) -> String {
        withDigits(of: index) { digits in
            var head = pointer, middle = escaped
            return head.withUTF8 { h in middle.withUTF8 { m in joined(h, m, digits) } }
        }
    }

    /// The decimal digits of `index`, last first, into a small buffer on the stack (an index has at most 20).
    private static func withDigits(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> String) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var n = index.magnitude, k = 20
            repeat { k -= 1; digits[k] = 0x30 + UInt8(n % 10); n /= 10 } while n > 0
            if index < 0 { k -= 1; digits[k] = 0x2D }
            return body(UnsafeBufferPointer(rebasing: digits[k...]))
        }
    }

    /// `head` + `/` + `tail` as a string, written once.
    private static func joined(_ head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { out in
            _ = out.initialize(fromContentsOf: head)
            out[head.count] = 0x2F
            _ = UnsafeMutableBufferPointer(rebasing: out[(head.count + 1)...]).initialize(fromContentsOf: tail)
            return head.count + 1 + tail.count
        }
    }

    /// `head` + `/` + `middle` + `/` + `tail` as a string, written once.
    private static func joined(_ head: UnsafeBufferPointer<UInt8>, _ middle: UnsafeBufferPointer<UInt8>,
                               _ tail: UnsafeBufferPointer<UInt8>) -> String {
        let count = head.count + 1 + middle.count + 1 + tail.count
        return String(unsafeUninitializedCapacity: count) { out in
            _ = out.initialize(fromContentsOf: head)
            out[head.count] = 0x2F
            let m = head.count + 1
            _ = UnsafeMutableBufferPointer(rebasing: out[m...]).initialize(fromContentsOf: middle)
            out[m + middle.count] = 0x2F
            _ = UnsafeMutableBufferPointer(rebasing: out[(m + middle.count + 1)...]).initialize(fromContentsOf: tail)
            return count
        }
    }
}
