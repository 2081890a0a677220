import CardlintReading
import Foundation

/// An error in a catalog file, with its position.
public typealias CatalogError = SourceError

/// Loads `rules/catalog/*.yaml` (and users' custom-element files) into a `Catalog`.
public enum CatalogLoader {
    public static func load(directory: String, data: DataFiles = DataFiles()) throws(CatalogError) -> Catalog {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
                .map { directory + "/" + $0 }
        } catch {
            throw CatalogError(path: directory, line: 0, column: 0, message: "cannot read the catalog folder")
        }
        return try load(files: files, data: data)
    }

    /// Loads several files into one catalog. Names are global across files.
    public static func load(files: [String], base: Catalog? = nil, data yaml: DataFiles = DataFiles()) throws(CatalogError) -> Catalog {
        var raw = RawCatalog()
        if let base { raw.seed(from: base) }
        for path in files {
            guard let data = RegularFile.contents(atPath: path) else {
                throw CatalogError(path: path, line: 0, column: 0, message: "cannot read the file")
            }
            let root: YAMLNode
            do { root = try yaml.yaml(String(decoding: data, as: UTF8.self), path: path) } catch {
                throw CatalogError(path: path, line: error.line, column: error.column, message: error.message)
            }
            try raw.add(root, path: path)
        }
        return try raw.resolve()
    }
}
