import CYAML

/// Loads one YAML document with libyaml's document API and converts it into `YAMLNode`s.
/// A second document in the same file and tags outside the core schema (`!secret`, `!!python/object`)
/// are errors: nothing would read them.
public enum YAMLLoader {
    /// Maximum nesting accepted (rule files are shallow; this bounds recursion).
    static let maxDepth = 200
    /// Nodes a document may expand to beyond its own (aliases repeat the node they name, so ten
    /// nested aliases of ten make 10^10 nodes from a few lines: a "billion laughs").
    public static let aliasBudget = 100_000

    /// The tags of the YAML 1.2 core schema, which libyaml also gives untagged nodes. Any other
    /// tag, local (`!secret`) or global (`!!python/object`, `!!binary`, `!!set`), is an error:
    /// nothing here would construct it, and a value taken as plain text would not be what its
    /// author meant.
    static let corePrefix: StaticString = "tag:yaml.org,2002:"
    static let coreNames: [StaticString] = ["str", "int", "float", "bool", "null", "seq", "map"]

    /// Whether a NUL-terminated tag is one of the core schema's (read byte by byte, never past its NUL).
    /// Compared with static bytes: through arrays and closures it was 200 instructions a node.
    static func isCoreTag(_ tag: UnsafePointer<UInt8>) -> Bool {
        guard startsWith(tag, corePrefix) else { return false }
        let rest = tag + corePrefix.utf8CodeUnitCount
        for name in coreNames where startsWith(rest, name) && rest[name.utf8CodeUnitCount] == 0 { return true }
        return false
    }

    /// Whether `text` (NUL-terminated) starts with `prefix`; `prefix` holds no NUL, so the first
    /// mismatch comes at `text`'s NUL at the latest and nothing past it is read.
    @inline(__always) static func startsWith(_ text: UnsafePointer<UInt8>, _ prefix: StaticString) -> Bool {
        let bytes = prefix.utf8Start
        for i in 0..<prefix.utf8CodeUnitCount where text[i] != bytes[i] { return false }
        return true
    }

    /// A tag as it is written: `tag:yaml.org,2002:python/object` as `!!python/object`.
    static func shortened(_ tag: String) -> String {
        tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
    }

    public static func load(_ text: String, path: String) throws(YAMLError) -> YAMLNode {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(path: path, line: 1, column: 1, message: "could not initialise the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        if bytes.isEmpty { return YAMLNode(kind: .mapping([]), line: 1, column: 1) }
        var document = yaml_document_t()
        let ok: Int32 = bytes.withUnsafeMutableBufferPointer { buf in
            yaml_parser_set_input_string(&parser, buf.baseAddress, buf.count)
            return yaml_parser_load(&parser, &document)
        }
        guard ok == 1 else {
            let mark = parser.problem_mark
            let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
            var message = problem
            if let context = parser.context.map({ String(cString: $0) }) { message = "\(problem) \(context)" }
            throw YAMLError(path: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: message)
        }
        defer { yaml_document_delete(&document) }
        guard let root = yaml_document_get_root_node(&document) else {
            return YAMLNode(kind: .mapping([]), line: 1, column: 1)
        }
        let ownNodes = document.nodes.top - document.nodes.start
        var converter = Converter(document: document, path: path, budget: ownNodes + aliasBudget)
        let node = try converter.convert(root, depth: 0)
        WorkMeter.add(converter.steps)
        try rejectSecondDocument(&parser, path: path)
        return node
    }

    /// Fails when the stream holds another document after the first.
    static func rejectSecondDocument(_ parser: inout yaml_parser_t, path: String) throws(YAMLError) {
        var next = yaml_document_t()
        guard yaml_parser_load(&parser, &next) == 1 else {
            let mark = parser.problem_mark
            let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
            throw YAMLError(path: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: problem)
        }
        defer { yaml_document_delete(&next) }
        guard let root = yaml_document_get_root_node(&next) else { return }
        let mark = root.pointee.start_mark
        throw YAMLError(path: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1,
                        message: "a second YAML document is not read: keep one document per file")
    }

    struct Converter {
        var document: yaml_document_t
        let path: String
        /// Nodes that may still be made (an alias makes its node again each time it is named).
        var budget: Int
        /// Nodes made and keys checked for duplicates (counted work for scaling tests, `WorkMeter`).
        var steps = 0

        mutating func convert(_ node: UnsafeMutablePointer<yaml_node_t>, depth: Int) throws(YAMLError) -> YAMLNode {
            let line = Int(node.pointee.start_mark.line) + 1
            let column = Int(node.pointee.start_mark.column) + 1
            guard depth < YAMLLoader.maxDepth else {
                throw YAMLError(path: path, line: line, column: column, message: "nesting too deep")
            }
            budget -= 1
            steps += 1
            guard budget >= 0 else {
                throw YAMLError(path: path, line: line, column: column, message:
                    "aliases expand the document to more than \(YAMLLoader.aliasBudget) nodes beyond its own (nested `*alias` references); write the values out instead")
            }
            // Nearly every node has a core tag: checked on its bytes, a String made only for another.
            let shortTag = node.pointee.tag.flatMap { YAMLLoader.isCoreTag($0) ? nil : YAMLLoader.shortened(String(cString: $0)) }
            if let shortTag {
                throw YAMLError(path: path, line: line, column: column, message: "YAML tag '\(shortTag)' is not supported: write the value itself")
            }
            switch node.pointee.type {
            case YAML_SCALAR_NODE:
                let s = node.pointee.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: s.value, count: s.length), as: UTF8.self)
                let plain = s.style == YAML_PLAIN_SCALAR_STYLE
                return YAMLNode(kind: .scalar(text, plain: plain), line: line, column: column, tag: shortTag)
            case YAML_SEQUENCE_NODE:
                var items: [YAMLNode] = []
                var item = node.pointee.data.sequence.items.start
                while let p = item, p != node.pointee.data.sequence.items.top {
                    if let child = yaml_document_get_node(&document, p.pointee) {
                        items.append(try convert(child, depth: depth + 1))
                    }
                    item = p + 1
                }
                return YAMLNode(kind: .sequence(items), line: line, column: column, tag: shortTag)
            case YAML_MAPPING_NODE:
                var pairs: [YAMLPair] = []
                // A key is looked for among the keys before it (most mappings are small); from the
                // 16th on, in a set of them (hashing every key was a tenth of converting the nodes).
                var names = Set<String>()
                var pair = node.pointee.data.mapping.pairs.start
                while let p = pair, p != node.pointee.data.mapping.pairs.top {
                    if let k = yaml_document_get_node(&document, p.pointee.key),
                       let v = yaml_document_get_node(&document, p.pointee.value) {
                        let key = try convert(k, depth: depth + 1)
                        steps += 1
                        if pairs.count == 16 { names = Set(pairs.compactMap(\.key.scalar)) }
                        if let name = key.scalar, pairs.count < 16 ? pairs.contains(where: { $0.key.scalar == name }) : !names.insert(name).inserted {
                            throw YAMLError(path: path, line: key.line, column: key.column, message: "duplicate key '\(name)'")
                        }
                        pairs.append(YAMLPair(key: key, value: try convert(v, depth: depth + 1)))
                    }
                    pair = p + 1
                }
                return YAMLNode(kind: .mapping(pairs), line: line, column: column, tag: shortTag)
            default:
                return YAMLNode(kind: .scalar("", plain: true), line: line, column: column)
            }
        }
    }
}
