import Foundation

/// How every loader of the data folder turns a YAML file's text into `YAMLNode`s: the tree the
/// packaging-time image (`YAMLImage`) holds for the same path and the same bytes, else the text
/// parsed (`YAMLLoader`). A source checkout has no image, so everything is parsed; a file edited in
/// an installed data folder no longer matches its hash and is parsed too. Files outside the folder
/// (a user's rule packs, host profiles, custom elements) never match and are parsed.
public struct DataFiles: Sendable {
    /// The image's files by path relative to the data folder.
    let files: [String: YAMLImage.File]
    /// What a path under the data folder starts with: the folder as given, and as Foundation's
    /// `URL(fileURLWithPath:)` spells it (made absolute), which the host loaders' paths go through.
    let prefixes: [String]

    /// No image: every text is parsed (tests, a folder cardlint did not package).
    public init() { files = [:]; prefixes = [] }

    /// The data folder at `root`, with the files of its image when it holds a whole, well-formed one
    /// (one that is not is ignored as a whole).
    public init(root: String) {
        var files: [String: YAMLImage.File] = [:]
        if case .success(let bytes) = FileBytes.read(root + "/" + YAMLImage.fileName, limit: YAMLImage.maxSize),
           let image = YAMLImage.decode(bytes) {
            files.reserveCapacity(image.count)
            for f in image { files[f.path] = f }
        }
        self.init(root: root, files: files)
    }

    /// The data folder at `root` with these files as its image (tests).
    public init(root: String, files: [String: YAMLImage.File]) {
        self.files = files
        guard !files.isEmpty else { prefixes = []; return }
        let absolute = URL(fileURLWithPath: root).path
        prefixes = absolute == root ? [root + "/"] : [root + "/", absolute + "/"]
    }

    /// How many files the image holds (0 without one).
    public var imageCount: Int { files.count }

    /// `text`, the contents of the file at `path`, as a YAML tree: the image's when it holds `path`
    /// with this text's hash, else parsed.
    public func yaml(_ text: String, path: String) throws(YAMLError) -> YAMLNode {
        if let file = imageFile(path), file.hash == YAMLImage.hash(text) { return file.root }
        return try YAMLLoader.load(text, path: path)
    }

    /// The image's entry for `path`, whatever the file holds now.
    func imageFile(_ path: String) -> YAMLImage.File? {
        for prefix in prefixes where path.utf8.starts(with: prefix.utf8) {
            if let file = files[String(decoding: path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)] { return file }
        }
        return nil
    }
}
