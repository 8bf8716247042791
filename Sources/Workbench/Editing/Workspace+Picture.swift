import LayoutCore
import Rendering

extension Workspace {
    /// The workspace drawn: its picture, status line and notes, laid out from a new cache.
    public func picture(options: RenderOptions) -> [String] {
        picture(of: LayoutEngine.layout(items, configuration, proposal: proposal, origin: origin), options: options)
    }

    /// The workspace drawn from a run the caller made (the shell's, with the cache it keeps).
    public func picture(of result: LayoutResult, options: RenderOptions) -> [String] {
        if let collection { return CollectionPicture.lines(collection, options: options) }
        return LayoutPicture.lines(
            result, items: items, configuration: configuration, proposal: proposal, origin: origin, options: options)
    }

    /// One run of the workspace's layout from a new cache.
    public func layout(tracing: Bool = false) -> LayoutResult {
        LayoutEngine.layout(items, configuration, proposal: proposal, origin: origin, tracing: tracing)
    }
}
