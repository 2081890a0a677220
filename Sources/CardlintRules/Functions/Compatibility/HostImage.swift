import CardlintModel
import CardlintReading

/// An image URL (`Image`/`BackgroundImage` `url`, a `backgroundImage` string, an action's `iconUrl`)
/// that breaks one of the host's documented image facts (`images:` in its profile): `limit` names
/// which. What is known only from the URL is checked as written (`http://`, `data:`); sizes and
/// animation only where the card holds the image itself (a base64 `data:` URL). The finding is at
/// most a note when the fact is not firm.
struct HostImage: CheckFunction {
    static let name = "host-image"
    static let summary = "Image URLs meet the host's documented image facts (https, data URLs, size, animation)."
    static let optionNames = ["limit"]
    static let exposes = ["property", "value", "problem"]
    static let needs = ContextNeed.host

    enum Limit: String, CaseIterable { case https = "https-only", dataURI = "data-uri", size, animatedGIF = "animated-gif" }
    let limit: Limit

    init(options: OptionReader) throws(RuleError) {
        let s = try options.requiredString("limit")
        guard let l = Limit(rawValue: s) else {
            throw options.error("'limit' is one of \(Limit.allCases.map(\.rawValue).joined(separator: ", ")), not '\(s)'", at: options.node["limit"])
        }
        limit = l
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into out: inout [CheckResult]) {
        // A host that does not state this limit's fact has nothing to break: no property is read.
        guard let images = context.environment.host?.images, states(images), case .object(let members) = node.json.kind else { return }
        // One pass over the members for the three properties (the first of each key counts, as
        // `json[key]` reads it), noting where they are: a value is read in place, and only a URL's.
        var url = -1, background = -1, icon = -1
        for i in members.indices {
            // Only a key of one of their lengths is compared (most keys are none of them).
            switch members[i].key.utf8.count {
            case 3: if url < 0, members[i].key == "url" { url = i }
            case 7: if icon < 0, members[i].key == "iconUrl" { icon = i }
            case 15: if background < 0, members[i].key == "backgroundImage" { background = i }
            default: continue
            }
        }
        func consider(_ property: String, _ k: Int) {
            // The binding test only for a URL that breaks the fact (most break none).
            guard k >= 0, case .string(let url) = members[k].value.kind, let (problem, fact) = check(url, images),
                  !Values.isUnresolvedBinding(members[k].value) else { return }
            var r = CheckResult(range: members[k].value.range, values: ["property": property, "value": Self.shortened(url), "problem": problem])
            r.unverified = context.environment.host?.evidence("images \(fact)")?.uncertainty
            out.append(r)
        }
        // The type is compared only for a node with a `url` (most nodes have none).
        if url >= 0, let type = node.spec?.name ?? node.type, type == "Image" || type == "BackgroundImage" { consider("url", url) }
        consider("backgroundImage", background)
        consider("iconUrl", icon)
    }

    /// Whether `images` holds the fact this limit can find broken (what `check` needs to find anything).
    func states(_ images: HostImages) -> Bool {
        switch limit {
        case .https: images.httpsOnly == true
        case .dataURI: images.dataURI == false
        case .size: images.maxBytes != nil || images.maxPixels != nil
        case .animatedGIF: images.animatedGIF == false
        }
    }

    /// What is wrong with `url` for this limit, and the fact it rests on.
    func check(_ url: String, _ images: HostImages) -> (String, String)? {
        switch limit {
        case .https:
            guard images.httpsOnly == true, Self.isHTTP(url) else { return nil }
            return ("the host documents image URLs as HTTPS", "https-only")
        case .dataURI:
            guard images.dataURI == false, ImageData.isDataURL(url) else { return nil }
            return ("the host does not draw images written into the card as data: URLs", "data-uri")
        case .size:
            guard let data = ImageData(url), let bytes = data.bytes else { return nil }
            if let max = images.maxBytes, bytes.count > max {
                return ("the image is \(bytes.count) bytes; the host documents at most \(max) bytes", "max-bytes")
            }
            if let max = images.maxPixels, let size = data.pixelSize, size.width > max || size.height > max {
                return ("the image is \(size.width) × \(size.height) pixels; the host documents at most \(max) × \(max)", "max-pixels")
            }
            return nil
        case .animatedGIF:
            guard images.animatedGIF == false, let data = ImageData(url), data.isAnimatedGIF else { return nil }
            return ("the image is an animated GIF, which the host documents as not supported", "animated-gif")
        }
    }

    /// Whether `url` starts with `http://`, in any case.
    static func isHTTP(_ url: String) -> Bool { ImageData.startsCaseless(url, with: "http://") }

    /// A data URL is shown by its head only.
    static func shortened(_ url: String) -> String {
        guard url.count > 60 else { return url }
        return String(url.prefix(48)) + "…"
    }
}
