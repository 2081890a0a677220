import CYAML

/// Loads one YAML document with libyaml's document API and converts it into `YAMLNode`s.
/// A second document in the same file and custom tags (`!secret`) are errors: nothing would read them.
public enum YAMLLoader {
    /// Maximum nesting accepted (rule files are shallow; this bounds recursion).
    static let maxDepth = 200

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
        var converter = Converter(document: document, path: path)
        let node = try converter.convert(root, depth: 0)
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

        mutating func convert(_ node: UnsafeMutablePointer<yaml_node_t>, depth: Int) throws(YAMLError) -> YAMLNode {
            let line = Int(node.pointee.start_mark.line) + 1
            let column = Int(node.pointee.start_mark.column) + 1
            guard depth < YAMLLoader.maxDepth else {
                throw YAMLError(path: path, line: line, column: column, message: "nesting too deep")
            }
            let tag = node.pointee.tag.map { String(cString: $0) }
            let shortTag = tag.flatMap { $0.hasPrefix("tag:yaml.org,2002:") ? nil : $0 }
            if let shortTag {
                throw YAMLError(path: path, line: line, column: column, message: "custom YAML tag '\(shortTag)' is not supported: write the value itself")
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
                var pair = node.pointee.data.mapping.pairs.start
                while let p = pair, p != node.pointee.data.mapping.pairs.top {
                    if let k = yaml_document_get_node(&document, p.pointee.key),
                       let v = yaml_document_get_node(&document, p.pointee.value) {
                        let key = try convert(k, depth: depth + 1)
                        if let name = key.scalar, pairs.contains(where: { $0.key.scalar == name }) {
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
