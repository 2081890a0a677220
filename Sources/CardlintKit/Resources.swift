import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintText
import CardlintRules
import Foundation

/// The data cardlint runs on, loaded once: the catalog, the rule packs, the tag vocabulary.
/// Everything lives under one `rules/` folder.
public struct Resources: Sendable {
    public let root: String
    public let catalog: Catalog
    public let rules: [Rule]
    public let vocabulary: TagVocabulary
    /// Host profiles (`rules/hosts`) with each theme's HostConfig already parsed.
    public let hosts: [HostContext]
    /// What to simulate when nothing else is said (`rules/defaults.yaml`).
    public let defaults: Defaults
    /// Container kinds' audiences and channel limits (`rules/containers.yaml`).
    public let containers: ContainerData
    /// Viewports, type scales and matrices (`rules/viewports.yaml`, `rules/type-scales.yaml`).
    public let layoutData: LayoutData
    /// One text measurer for the run (thread-safe; caches segmentation and widths).
    public let measurer: ICUTextMeasurer
    /// How the folder's YAML files are read: from its packaging-time image where it has one (`DataFiles`).
    public let data: DataFiles

    public init(root: String) throws(KitError) {
        self.root = root
        let data = DataFiles(root: root)
        self.data = data
        do { layoutData = try LayoutData.load(rulesDirectory: root, data: data) } catch { throw .message(error.description) }
        hosts = try Resources.loadHosts(root: root, extra: [], fontLineHeights: layoutData.fontLineHeights, data: data)
        defaults = try Defaults.load(root + "/defaults.yaml", data: data)
        containers = try ContainerData.load(root + "/containers.yaml", data: data)
        do { measurer = try ICUTextMeasurer(metricsDirectory: root, data: data) } catch { throw .message(error.description) }
        do {
            vocabulary = try TagVocabulary.load(path: root + "/tags.yaml", data: data)
            rules = try RuleLoader.loadPacks(directory: root, vocabulary: vocabulary, data: data)
        } catch { throw KitError.rules(error) }
        do { catalog = try CatalogLoader.load(directory: root + "/catalog", data: data) } catch {
            throw KitError.message(error.description)
        }
        try Resources.validate(hosts.map(\.profile), among: hosts.map(\.profile), catalog: catalog,
                               fonts: Set(layoutData.fontLineHeights.keys), audienceFamilies: defaults.audience.flatMap(\.families))
    }

    /// `HostProfileValidator` on every profile: fonts are the metric families of
    /// `rules/metrics/line-heights.yaml`; families a host id, a catalog `hosts-only` name or type
    /// origin, or an audience marker's family (`rules/defaults.yaml`).
    static func validate(_ profiles: [HostProfile], among all: [HostProfile], catalog: Catalog, fonts: Set<String>,
                         audienceFamilies: [String]) throws(KitError) {
        var families = Set(all.map(\.id)).union(audienceFamilies)
        for spec in catalog.types.values {
            families.insert(spec.origin)
            for p in spec.properties.values { families.formUnion(p.hostsOnly ?? []) }
        }
        let problems = profiles.flatMap { HostProfileValidator.problems($0, catalog: catalog, fonts: fonts, families: families) }
        guard problems.isEmpty else { throw .message(problems.map(\.description).joined(separator: "\n")) }
    }

    /// Finds the data folder for this process: see `DataLocation`.
    public static func locateRoot() -> String? {
        // Only CARDLINT_RULES is read: the whole environment as a dictionary was most of `--version`'s own work.
        let variable = getenv("CARDLINT_RULES").map { ["CARDLINT_RULES": String(cString: $0)] } ?? [:]
        return DataLocation.find(executable: DataLocation.executablePath(), environment: variable, sourceCheckout: DataLocation.sourceCheckout)
    }
}

/// Errors that stop a run (exit code 2): configuration, rules, usage.
public enum KitError: Error, Sendable, CustomStringConvertible {
    case rules(RuleError)
    case message(String)
    public var description: String {
        switch self {
        case .rules(let e): e.description
        case .message(let m): m
        }
    }
}

extension Resources {
    private init(copying r: Resources, catalog: Catalog? = nil, hosts: [HostContext]? = nil) {
        root = r.root; self.catalog = catalog ?? r.catalog; rules = r.rules; vocabulary = r.vocabulary
        self.hosts = hosts ?? r.hosts; defaults = r.defaults; containers = r.containers; layoutData = r.layoutData; measurer = r.measurer
        data = r.data
    }

    /// A copy whose catalog also knows a user's custom element types (same YAML format as `rules/catalog`).
    public func adding(customElementFiles files: [String]) throws(CatalogError) -> Resources {
        // Loaded together with the shipped files, so custom types can `extends` the shipped groups.
        let dir = root + "/catalog"
        let shipped = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted().map { dir + "/" + $0 }
        let merged = try CatalogLoader.load(files: shipped + files, data: data)
        return Resources(copying: self, catalog: merged)
    }
}

extension Resources {
    /// A copy that also knows a user's own host profiles (same YAML format as `rules/hosts`).
    public func adding(hostProfileFiles files: [String]) throws(KitError) -> Resources {
        let extra = try Resources.loadHosts(root: root, extra: files, fontLineHeights: layoutData.fontLineHeights, data: data)
        try Resources.validate(extra.map(\.profile).filter { files.contains($0.path) }, among: extra.map(\.profile), catalog: catalog,
                               fonts: Set(layoutData.fontLineHeights.keys), audienceFamilies: defaults.audience.flatMap(\.families))
        return Resources(copying: self, hosts: extra)
    }

    /// `fontLineHeights`: each metric family's normal line height (`LayoutData.fontLineHeights`).
    static func loadHosts(root: String, extra: [String], fontLineHeights: [String: Double], data: DataFiles) throws(KitError) -> [HostContext] {
        let configs = URL(fileURLWithPath: root + "/hostconfigs")
        var profiles: [HostProfile]
        do {
            let renderers = URL(fileURLWithPath: root + "/renderers")
            let errata = try HostProfileLoader.loadErrata(file: URL(fileURLWithPath: root + "/errata.yaml"), data: data)
            profiles = try HostProfileLoader.loadAll(directory: URL(fileURLWithPath: root + "/hosts"), hostConfigDirectory: configs,
                                                     rendererDirectory: renderers, knownErrata: errata, data: data)
            // The renderers a user's profile may name (`loadAll` read them for the shipped ones).
            let named = extra.isEmpty ? [:] : try RendererLoader.loadAll(directory: renderers, data: data)
            for f in extra {
                let url = URL(fileURLWithPath: f)
                let p = try HostProfileLoader.load(file: url, hostConfigDirectory: url.deletingLastPathComponent(), renderers: named,
                                                   knownErrata: errata)
                profiles.removeAll { $0.id == p.id }
                profiles.append(p)
            }
        } catch { throw .message(error.description) }
        var out: [HostContext] = []
        for p in profiles {
            // A user's own configs are read now: a value cardlint would replace by its default is an
            // error, not a silent default (the shipped ones are checked by the tests). The shipped
            // ones are read when a run needs them (`hostContexts`): a run reads its hosts' configs only.
            var host: HostContext
            if extra.contains(p.path) {
                let base = URL(fileURLWithPath: p.path).deletingLastPathComponent()
                let json: [(theme: String, file: String, json: JSONValue)]
                do { json = try p.hostConfigJSON(baseDirectory: base) } catch { throw .message("\(error.path): error: \(error.message)") }
                host = HostContext(profile: p, themes: try userThemes(json, base))
            } else {
                host = HostContext(profile: p, configDirectory: configs)
            }
            host.fontLineHeight = fontLineHeights[p.fontFamily]
            out.append(host)
        }
        return out
    }

    /// The themes of a user's host profile, read as host configs; every issue (a malformed colour, a
    /// value of the wrong type) is an error at its file:line:column.
    static func userThemes(_ json: [(theme: String, file: String, json: JSONValue)], _ base: URL)
        throws(KitError) -> [(name: String, config: HostConfig)] {
        try json.map { theme throws(KitError) in
            let (config, issues) = HostConfig.parse(theme.json)
            guard let first = issues.first else { return (theme.theme, config) }
            let path = base.appendingPathComponent(theme.file).path
            let source = SourceFile(path: path, bytes: RegularFile.contents(atPath: path).map { [UInt8]($0) } ?? [])
            let more = issues.count > 1 ? " (and \(issues.count - 1) more)" : ""
            throw .message("\(path):\(source.position(of: first.range.start)): error: \(first.message)\(more)")
        }
    }

    /// The host contexts for a run's settings, each with its layout plan.
    public func hostContexts(for settings: LintSettings) throws(KitError) -> [HostContext] {
        try planned(try hostContexts(settings.hosts), settings)
    }

    /// `hosts` with their layout plans for `settings`.
    private func planned(_ hosts: [HostContext], _ settings: LintSettings) throws(KitError) -> [HostContext] {
        var out = hosts
        for i in out.indices {
            out[i].layoutPlan = try LayoutPlan.make(data: layoutData, viewports: settings.viewports, typeScales: settings.typeScales,
                                                    hostViewports: out[i].profile.viewports, defaultScales: defaults.typeScales)
        }
        return out
    }

    /// Every loaded host outside the defaults, with its layout plan: the hosts a card's inferred
    /// audience may name (`Linter.init(audienceCandidates:)`). Their config files are read when a
    /// card's audience first names them, not here.
    public func audienceCandidates(for settings: LintSettings) throws(KitError) -> [HostContext] {
        try planned(hosts.filter { !defaults.hosts.contains($0.profile.id) && !$0.profile.id.hasPrefix("adaptivecards-") }, settings)
    }

    /// The host contexts for ids (nil or empty: the defaults), their config files read: a file that
    /// cannot be read or is not JSON is an error here. Unknown ids are errors with a suggestion.
    public func hostContexts(_ ids: [String]) throws(KitError) -> [HostContext] {
        let wanted = ids.isEmpty ? defaults.hosts : ids
        var out: [HostContext] = []
        for id in wanted {
            guard let h = hosts.first(where: { $0.profile.id == id }) else {
                throw .message("unknown host '\(id)'\(DidYouMean.hint(id, from: hosts.map(\.profile.id))); see `cardlint hosts`")
            }
            try h.readThemes()
            out.append(h)
        }
        return out
    }
}

/// `rules/defaults.yaml`: the hosts, viewports and type scales simulated by default.
public struct Defaults: Sendable {
    public var hosts: [String]
    public var viewports: [String]
    public var typeScales: [String]
    /// Features only one family of hosts reads: a card using one, linted without stated hosts, is
    /// taken as written for that family (`audience` in defaults.yaml).
    public let audience: [AudienceMarker]
    /// For each element or action type an audience marker names, the indices of those markers in
    /// `audience`: a card's nodes are looked up once each, not once per marker.
    public let markersOfType: [String: [Int]]

    public init(hosts: [String], viewports: [String], typeScales: [String], audience: [AudienceMarker] = []) {
        self.hosts = hosts; self.viewports = viewports; self.typeScales = typeScales
        self.audience = audience; markersOfType = Self.index(audience)
    }

    static func index(_ markers: [AudienceMarker]) -> [String: [Int]] {
        var out: [String: [Int]] = [:]
        for (i, m) in markers.enumerated() { for t in m.types where out[t]?.last != i { out[t, default: []].append(i) } }
        return out
    }

    public struct AudienceMarker: Sendable {
        /// The host families (`family` of host profiles) that read the marker.
        public var families: [String]
        public var cardProperties: [String]
        public var types: [String]
        /// Folder names a card's path may contain (a Viva extension's `quickView`).
        public var paths: [String] = []
        /// Host data a template reads that only these hosts give (`$host.widgetSize`).
        public var bindings: [String] = []
    }

    static func load(_ path: String, data files: DataFiles) throws(KitError) -> Defaults {
        guard let data = RegularFile.contents(atPath: path) else { throw .message("cannot read \(path)") }
        do {
            let root = try files.yaml(String(decoding: data, as: UTF8.self), path: path)
            let r = OptionReader(node: root, path: path)
            try r.allowOnly(["hosts", "viewports", "type-scales", "audience"])
            var markers: [AudienceMarker] = []
            for item in root["audience"]?.sequence ?? [] {
                let m = OptionReader(node: item, path: path)
                try m.allowOnly(["families", "card-properties", "types", "paths", "bindings"])
                markers.append(AudienceMarker(families: try m.strings("families") ?? [], cardProperties: try m.strings("card-properties") ?? [],
                                              types: try m.strings("types") ?? [], paths: try m.strings("paths") ?? [],
                                              bindings: try m.strings("bindings") ?? []))
            }
            return Defaults(hosts: try r.strings("hosts") ?? [], viewports: try r.strings("viewports") ?? [],
                            typeScales: try r.strings("type-scales") ?? [], audience: markers)
        } catch let e as YAMLError { throw .message(e.description) } catch let e as RuleError { throw .rules(e) } catch {
            throw .message("\(path): \(error)")
        }
    }
}
