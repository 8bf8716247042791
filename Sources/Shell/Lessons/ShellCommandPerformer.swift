import LayoutCore
import Lessons

/// Runs lesson setup and solution commands through the shell's own command language, on a
/// workspace of their own. Only commands that shape the workspace are allowed there.
public struct ShellCommandPerformer: CommandPerformer {
    public init() {}

    public func perform(_ command: String, on workspace: inout Workspace) -> String? {
        let parsed: Command?
        do {
            parsed = try CommandParser.parse(command)
        } catch {
            return error.message
        }
        guard let parsed else { return nil }
        switch parsed {
        case .layout, .setWidth, .setHeight, .setSpacing, .setAlignment, .setVariant, .setOrigin, .add, .remove, .clear,
            .show, .frames, .trace,
            .collectionLayout, .setBounds, .setItems, .setParameter, .scroll, .drag, .release:
            let session = Session()
            session.autoshow = false
            session.replace(with: workspace)
            do {
                _ = try session.run(parsed)
            } catch {
                return error.message
            }
            workspace = session.workspace
            return nil
        default:
            return
                "'\(command)' cannot be used in a lesson's setup or solution; only commands that change the layout can"
        }
    }
}
