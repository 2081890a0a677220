import CardlintReading

/// The layout environments shipped in `rules/`: viewports, type scales and the matrices that combine them.
public struct LayoutData: Sendable {
    /// Viewports in file order.
    public var viewports: [Viewport]
    /// Type scales from smallest to largest, as in the file.
    public var typeScales: [TypeScale]
    /// Matrices by name (`default`, `full`, …).
    public var matrices: [String: LayoutMatrix]
    /// Each metric family's normal line height in em (`metrics/line-heights.yaml`).
    public var fontLineHeights: [String: Double]

    public init(viewports: [Viewport], typeScales: [TypeScale], matrices: [String: LayoutMatrix],
                fontLineHeights: [String: Double] = [:]) {
        self.viewports = viewports; self.typeScales = typeScales; self.matrices = matrices
        self.fontLineHeights = fontLineHeights
    }

    public func viewport(named name: String) -> Viewport? { viewports.first { $0.name == name } }
    public func typeScale(named name: String) -> TypeScale? { typeScales.first { $0.name == name } }
    public func matrix(named name: String) -> LayoutMatrix? { matrices[name] }
}

/// A problem in a layout data file, with its position.
public typealias LayoutDataError = SourceError

extension LayoutData {
    /// Loads `viewports.yaml`, `type-scales.yaml` (with its `matrices:`) and `metrics/line-heights.yaml`
    /// from a rules directory; `data`: how its YAML is read (`DataFiles`).
    public static func load(rulesDirectory: String, data: DataFiles = DataFiles()) throws(LayoutDataError) -> LayoutData {
        let vpPath = rulesDirectory + "/viewports.yaml"
        let tsPath = rulesDirectory + "/type-scales.yaml"
        let viewports = try parseViewports(try readYAML(vpPath, data), path: vpPath)
        let tsRoot = try readYAML(tsPath, data)
        let scales = try parseTypeScales(tsRoot, path: tsPath)
        let matrices = try parseMatrices(tsRoot, path: tsPath, viewports: viewports, scales: scales)
        let lhPath = rulesDirectory + "/metrics/line-heights.yaml"
        return LayoutData(viewports: viewports, typeScales: scales, matrices: matrices,
                          fontLineHeights: try parseLineHeights(try readYAML(lhPath, data), path: lhPath))
    }

    /// Parses the two files' texts (for tests and embedding).
    public static func parse(viewportsYAML: String, typeScalesYAML: String,
                             viewportsPath: String = "viewports.yaml",
                             typeScalesPath: String = "type-scales.yaml") throws(LayoutDataError) -> LayoutData {
        let viewports = try parseViewports(try loadYAML(viewportsYAML, path: viewportsPath), path: viewportsPath)
        let tsRoot = try loadYAML(typeScalesYAML, path: typeScalesPath)
        let scales = try parseTypeScales(tsRoot, path: typeScalesPath)
        let matrices = try parseMatrices(tsRoot, path: typeScalesPath, viewports: viewports, scales: scales)
        return LayoutData(viewports: viewports, typeScales: scales, matrices: matrices)
    }

    static func readYAML(_ path: String, _ data: DataFiles) throws(LayoutDataError) -> YAMLNode {
        guard let text = FileText.read(path) else {
            throw LayoutDataError(path: path, line: 1, column: 1, message: "cannot read the file")
        }
        return try loadYAML(text, path: path, data)
    }

    static func loadYAML(_ text: String, path: String, _ data: DataFiles = DataFiles()) throws(LayoutDataError) -> YAMLNode {
        do {
            return try data.yaml(text, path: path)
        } catch {
            throw LayoutDataError(path: error.path, line: error.line, column: error.column, message: error.message)
        }
    }
}
