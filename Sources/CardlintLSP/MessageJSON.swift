import Foundation

/// The JSON text of an outgoing message, written directly from the server's `[String: Any]` values.
///
/// `JSONSerialization.data(withJSONObject:options: .sortedKeys)` took ~400 000 instructions for a
/// `publishDiagnostics` with no diagnostics (a dynamic cast per value, keys sorted by a locale-aware
/// `NSString` compare): 2.6 % of an editor edit of a 200-node card. Values are what the server
/// sends: strings, booleans, integers, doubles, `NSNull`, arrays and dictionaries of them, and the
/// `NSNumber`s of ids the client sent. Keys are sorted by their UTF-8 bytes, so a message's text is
/// the same on every run. Slashes are not escaped. Anything else (or a non-finite number) is
/// refused: `encode` returns nil, as `JSONSerialization` threw.
enum MessageJSON {
    static func encode(_ value: Any) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        return write(value, into: &out) ? out : nil
    }

    private static func write(_ value: Any, into out: inout [UInt8]) -> Bool {
        // An `NSNumber` object by its dynamic type, before the casts below (it would answer `as? Bool`
        // for 0 and 1); a native `Int` or `Bool` is not one, so it never takes this branch.
        if type(of: value) is NSNumber.Type, let n = value as? NSNumber { return number(n, into: &out) }
        switch value {
        case let s as String: string(s, into: &out)
        case let b as Bool: out += Array((b ? "true" : "false").utf8)
        case let i as Int: out += Array(String(i).utf8)
        case let d as Double: return double(d, into: &out)
        case is NSNull: out += Array("null".utf8)
        case let dictionary as [String: Any]:
            out.append(0x7B)
            for (k, key) in dictionary.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if k > 0 { out.append(0x2C) }
                string(key, into: &out)
                out.append(0x3A)
                guard write(dictionary[key]!, into: &out) else { return false }
            }
            out.append(0x7D)
        case let array as [Any]:
            out.append(0x5B)
            for (k, item) in array.enumerated() {
                if k > 0 { out.append(0x2C) }
                guard write(item, into: &out) else { return false }
            }
            out.append(0x5D)
        default:
            return false
        }
        return true
    }

    /// An `NSNumber` (an id the client sent): a boolean, an integer or a double, as it holds it.
    private static func number(_ n: NSNumber, into out: inout [UInt8]) -> Bool {
        switch UInt8(bitPattern: n.objCType.pointee) {
        case UInt8(ascii: "c") where n.int8Value == 0 || n.int8Value == 1:
            // How `NSNumber(value: Bool)` stores itself (also a char of 0 or 1: JSON has no chars).
            out += Array((n.boolValue ? "true" : "false").utf8)
        case UInt8(ascii: "f"), UInt8(ascii: "d"):
            return double(n.doubleValue, into: &out)
        case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"):
            out += Array(String(n.uint64Value).utf8)
        default:
            out += Array(String(n.int64Value).utf8)
        }
        return true
    }

    private static func double(_ d: Double, into out: inout [UInt8]) -> Bool {
        guard d.isFinite else { return false }
        // Integral values as integers (`3`, not `3.0`), as JSONSerialization wrote them.
        if d == d.rounded(), abs(d) < 1e15 { out += Array(String(Int64(d)).utf8) } else { out += Array("\(d)".utf8) }
        return true
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`-style or `\u00XX` escapes,
    /// everything else (slashes, non-ASCII) as its UTF-8 bytes.
    private static func string(_ s: String, into out: inout [UInt8]) {
        out.append(0x22)
        for b in s.utf8 {
            switch b {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0x08: out += [0x5C, UInt8(ascii: "b")]
            case 0x0C: out += [0x5C, UInt8(ascii: "f")]
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 0xF)]]
            default: out.append(b)
            }
        }
        out.append(0x22)
    }
}
