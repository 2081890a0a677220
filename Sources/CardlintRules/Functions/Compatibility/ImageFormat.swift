import CardlintModel

/// An image URL whose file name is in a format the schema does not accept (a `pattern` check with
/// its options). Where every host checked lets the app load images itself (`app-image-loaders`:
/// Android's `registerOnlineImageLoader`, the Windows SDK's `ResourceResolvers`), whether the image
/// shows rests on the app, which cardlint cannot see: an unverified note, as for types the app may
/// register.
struct ImageFormat: CheckFunction {
    static let name = "image-format"
    static let summary = "An image URL names a format the schema does not accept; a note where the app may load images itself."
    static let optionNames = Pattern.optionNames
    static let exposes = Pattern.exposes
    let pattern: Pattern

    init(options: OptionReader) throws(RuleError) { pattern = try Pattern(options: options) }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        let start = results.count
        pattern.evaluate(node, in: context, into: &results)
        let hosts = context.environment.checkedHosts
        guard results.count > start, !hosts.isEmpty, hosts.allSatisfy(\.mayLoadImages) else { return }
        for i in start..<results.count where results[i].undecided == nil { results[i].unverified = Self.appLoads }
    }

    static let appLoads = "unverified: whether it shows rests on the image loader the app may register (app-image-loaders in `cardlint hosts --facts`)"
}
