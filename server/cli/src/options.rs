//! What `apply` and `check` share besides the patch and the paths: the options of a run.

/// What both commands share besides the patch and the paths.
#[derive(Default)]
pub struct Options {
    pub jobs: Option<usize>,
    pub select: project::files::Select,
    /// Macros whose arguments are never matched or rewritten.
    pub opaque_macros: Vec<String>,
    /// Virtual rules defined (`-D name`).
    pub defines: Vec<String>,
    /// What loading the semantic model may run.
    pub trust: sema::Trust,
    /// The features, cfgs and target the semantic model analyses the code with.
    pub configuration: sema::Configuration,
    /// Another configuration, asked about code the first one configures out (`--all-cfgs`).
    pub other_configuration: Option<sema::Configuration>,
    /// A model that could not be loaded does not fail the run.
    pub allow_skips: bool,
    /// Print each skipped candidate with its reason.
    pub explain_skips: bool,
    /// Workspaces' semantic models kept at once (default: one per thread, at least 2).
    pub max_models: Option<usize>,
    /// Resident memory past which only the models threads work through stay (`None`: no budget).
    pub max_memory: Option<u64>,
    /// `apply --verify`'s build command (default `cargo check --all-targets`).
    pub verify_cmd: Option<String>,
    /// Whether (and which) doctests are matched.
    pub doctests: apply::Doctests,
    /// Whether `macro_rules!` transcribers are matched and rewritten.
    pub macro_bodies: bool,
    /// When token-tree macro calls are matched through their expansion.
    pub expand_macros: apply::ExpandMacros,
    /// Whether isomorphisms apply (`--no-isos` turns them off).
    pub isos: bool,
    /// Isomorphism files for every rule (`--iso-file`).
    pub iso_files: Vec<std::path::PathBuf>,
    /// Whether a typed run asks a background model (see `crate::daemon`).
    pub daemon: crate::daemon::Use,
}
