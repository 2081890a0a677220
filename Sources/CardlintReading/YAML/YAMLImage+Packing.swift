import Foundation

extension YAMLImage {
    /// What the image of the data folder at `root` holds: every `*.yaml` and `*.yml` file under it
    /// (hidden files and folders left out), in path order, parsed as the loaders parse it. A file
    /// that does not parse is an error: the data would not load either.
    public static func files(root: String) throws(YAMLError) -> [File] {
        var paths: [String] = []
        let walk = FileManager.default.enumerator(atPath: root)
        while let path = walk?.nextObject() as? String {
            guard path.hasSuffix(".yaml") || path.hasSuffix(".yml"),
                  !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            paths.append(path)
        }
        var files: [File] = []
        for path in paths.sorted() {
            let full = root + "/" + path
            guard case .success(let bytes) = FileBytes.read(full, limit: RegularFile.maxSize) else {
                throw YAMLError(path: full, line: 1, column: 1, message: "cannot read the file")
            }
            let text = String(decoding: bytes, as: UTF8.self)
            files.append(File(path: path, hash: hash(text), root: try YAMLLoader.load(text, path: full)))
        }
        return files
    }
}
