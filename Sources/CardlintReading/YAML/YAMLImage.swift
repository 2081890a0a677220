/// The shipped data folder's YAML files, parsed when packaging (`cardlint pack-data`, run by
/// `Scripts/install.sh`) and stored as `YAMLNode` trees, so that a start-up reads the trees instead of
/// parsing 450 KB of YAML with libyaml (82 M of a 256 M cold start; the image: 12 M). Each file is
/// stored with its path relative to the data folder and the FNV-1a hash of its text: a loader takes
/// a tree only for the same path and the same bytes (`DataFiles`), so an edited file is read from
/// its YAML, never from a stale tree.
///
/// Format (little-endian, unsigned LEB128 varints): the magic `CLYI`, a format version byte, the
/// number of files, then per file its path (length + UTF-8), the hash (8 bytes) and its tree, and
/// last the FNV-1a hash of every byte before it (8 bytes), so a damaged image is refused. A node
/// is a kind byte (0 quoted scalar, 1 plain scalar, 2 sequence, 3 mapping), its line and column,
/// then a scalar's length and UTF-8 bytes, or a sequence's count and items, or a mapping's count
/// and keys and values in turn. Nodes carry no tag: a loaded document never has one.
public enum YAMLImage {
    /// What the image holds for one file.
    public struct File: Sendable, Equatable {
        public var path: String
        public var hash: UInt64
        public var root: YAMLNode
        public init(path: String, hash: UInt64, root: YAMLNode) { self.path = path; self.hash = hash; self.root = root }
    }

    /// The image's file name in the data folder (hidden, like the `.data-hash` stamp; no loader lists it).
    public static let fileName = ".yaml-image"
    static let magic: [UInt8] = Array("CLYI".utf8)
    static let version: UInt8 = 1
    /// The largest image read (the shipped one is about 400 KB).
    public static let maxSize = 64 << 20

    /// The hash a file's text is stored and looked up with.
    public static func hash(_ text: String) -> UInt64 { FNV1a.hash(text) }

    /// The image of `files`.
    public static func encode(_ files: [File]) -> [UInt8] {
        var out = magic + [version]
        varint(UInt64(files.count), &out)
        for f in files {
            varint(UInt64(f.path.utf8.count), &out)
            out += f.path.utf8
            for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: f.hash >> (8 * UInt64(i)))) }
            node(f.root, &out)
        }
        let sum = out.withUnsafeBufferPointer { checksum($0) }
        for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: sum >> (8 * UInt64(i)))) }
        return out
    }

    /// The FNV-1a hash of `bytes`.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h = FNV1a()
        h.add(bytes)
        return h.value
    }

    static func uint64(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for (i, b) in bytes.enumerated() { value |= UInt64(b) << (8 * UInt64(i)) }
        return value
    }

    static func varint(_ value: UInt64, _ out: inout [UInt8]) {
        var v = value
        while v >= 0x80 { out.append(UInt8(v & 0x7F) | 0x80); v >>= 7 }
        out.append(UInt8(v))
    }

    static func node(_ n: YAMLNode, _ out: inout [UInt8]) {
        let kind: UInt8 = switch n.kind {
        case .scalar(_, let plain): plain ? 1 : 0
        case .sequence: 2
        case .mapping: 3
        }
        out.append(kind)
        varint(UInt64(n.line), &out)
        varint(UInt64(n.column), &out)
        switch n.kind {
        case .scalar(let text, _):
            varint(UInt64(text.utf8.count), &out)
            out += text.utf8
        case .sequence(let items):
            varint(UInt64(items.count), &out)
            for item in items { node(item, &out) }
        case .mapping(let pairs):
            varint(UInt64(pairs.count), &out)
            for p in pairs { node(p.key, &out); node(p.value, &out) }
        }
    }

    /// The files of an image, or nil when the bytes are not a whole, well-formed image of this
    /// version (truncated, corrupt, another format): then nothing of it is used.
    public static func decode(_ bytes: [UInt8]) -> [File]? {
        bytes.withUnsafeBufferPointer { whole -> [File]? in
            guard whole.count >= 8 else { return nil }
            let buffer = UnsafeBufferPointer(rebasing: whole[..<(whole.count - 8)])
            guard checksum(buffer) == uint64(UnsafeBufferPointer(rebasing: whole[(whole.count - 8)...])) else { return nil }
            var reader = Reader(bytes: buffer)
            guard reader.take(magic.count).map({ $0.elementsEqual(magic) }) == true, reader.byte() == version,
                  let count = reader.count(minimumSize: 10) else { return nil }
            var files: [File] = []
            files.reserveCapacity(count)
            for _ in 0..<count {
                guard let length = reader.count(minimumSize: 1), let path = reader.take(length),
                      let hash = reader.take(8), let root = reader.node(depth: 0) else { return nil }
                files.append(File(path: String(decoding: path, as: UTF8.self), hash: uint64(hash), root: root))
            }
            return reader.offset == buffer.count ? files : nil
        }
    }

    /// Reads an image's bytes, every read checked against the end (a count is never trusted beyond
    /// the bytes left, so a corrupt count cannot reserve memory the image could not fill).
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func take(_ n: Int) -> UnsafeBufferPointer<UInt8>? {
            guard n >= 0, n <= bytes.count - offset else { return nil }
            defer { offset += n }
            return UnsafeBufferPointer(rebasing: bytes[offset..<offset + n])
        }

        /// A varint of at most 9 bytes (63 bits).
        mutating func varint() -> Int? {
            var value = 0, shift = 0
            while shift < 63, let b = byte() {
                value |= Int(b & 0x7F) << shift
                if b < 0x80 { return value }
                shift += 7
            }
            return nil
        }

        /// A count of things each at least `minimumSize` bytes long that the bytes left can hold.
        mutating func count(minimumSize: Int) -> Int? {
            guard let n = varint(), n <= (bytes.count - offset) / minimumSize else { return nil }
            return n
        }

        mutating func node(depth: Int) -> YAMLNode? {
            guard depth < YAMLLoader.maxDepth, let kind = byte(), let line = varint(), let column = varint() else { return nil }
            switch kind {
            case 0, 1:
                // Not validated again (the checksum held): `String(validating:)` was 1 000 instructions a scalar.
                guard let length = count(minimumSize: 1), let text = take(length) else { return nil }
                return YAMLNode(kind: .scalar(String(decoding: text, as: UTF8.self), plain: kind == 1), line: line, column: column)
            case 2:
                guard let n = count(minimumSize: 4) else { return nil }
                var items: [YAMLNode] = []
                items.reserveCapacity(n)
                for _ in 0..<n {
                    guard let item = node(depth: depth + 1) else { return nil }
                    items.append(item)
                }
                return YAMLNode(kind: .sequence(items), line: line, column: column)
            case 3:
                guard let n = count(minimumSize: 8) else { return nil }
                var pairs: [YAMLPair] = []
                pairs.reserveCapacity(n)
                for _ in 0..<n {
                    guard let key = node(depth: depth + 1), let value = node(depth: depth + 1) else { return nil }
                    pairs.append(YAMLPair(key: key, value: value))
                }
                return YAMLNode(kind: .mapping(pairs), line: line, column: column)
            default:
                return nil
            }
        }
    }
}
