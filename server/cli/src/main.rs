//! `cocci`: apply semantic patches to Rust code.

use clap::{CommandFactory, Parser, Subcommand};
use cocci::color::ColorChoice;
use cocci::columns::Columns;
use cocci::explain::ExplainFormat;
use cocci::output::Format;
use cocci::run;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "cocci", version, about = "Semantic patches (Coccinelle's SmPL) for Rust")]
struct Cli {
    /// When to colour the output: `auto` colours what goes to a terminal, unless the NO_COLOR
    /// environment variable is set.
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Apply a patch: print a unified diff, or rewrite the files with --in-place. Ends with
    /// `N matches, M files changed, K problems` on stderr.
    Apply {
        /// Write the changes to the files instead of printing a diff (atomically; owner, mode
        /// and extended attributes kept; symbolic links written through; files this user may
        /// not write, hard-linked files and files changed since they were read reported, not
        /// written; a read-only file root may write is written with a warning).
        #[arg(long)]
        in_place: bool,
        /// Exit with 1 when a file changed (or, without --in-place, would change), like
        /// `git diff --exit-code`.
        #[arg(long)]
        exit_code: bool,
        /// Keep only rewrites that compile as well as the code did: first rust-analyzer's
        /// diagnostics of each file (unresolved names, type mismatches...), then a build of a
        /// copy of each Cargo workspace (`cargo check --all-targets`; its build scripts and proc
        /// macros run) that backs out each rewrite bringing a new error or a new warning of
        /// unconditional_recursion, unused_must_use, unreachable_code...; report the others.
        #[arg(long)]
        verify: bool,
        /// The build --verify runs instead of `cargo check --all-targets` (a cargo command:
        /// `--message-format=json` is added), e.g. "cargo check --all-targets --features x".
        #[arg(long, value_name = "COMMAND", requires = "verify")]
        verify_cmd: Option<String>,
        /// Output: a unified diff, or one JSON object a changed file with its edits (`file`,
        /// `written`, `edits`: `start`/`end` byte offsets and `line`/`end_line` of the old
        /// text, and the `text` that replaces them).
        #[arg(long, value_enum, default_value_t = ApplyFormat::Diff)]
        format: ApplyFormat,
        #[command(flatten)]
        common: Common,
    },
    /// Report what a patch matches: one line a match, `file:line:col: rule: message`, with
    /// 1-based lines and columns (columns count characters, as rustc's do; see --columns).
    Check {
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
        /// How columns are counted (1-based; an end column is the one just after the match).
        #[arg(long, value_enum, default_value_t = Columns::Chars)]
        columns: Columns,
        #[command(flatten)]
        common: Common,
    },
    /// Say, for each rule of a patch, whether it matched at a place of a file (and what its
    /// metavariables bound), or why not: the first element of the pattern that failed and the
    /// code it met, the dependency that did not hold, the words the file lacks.
    Explain {
        /// Output: a block a rule, or one JSON object a rule.
        #[arg(long, value_enum, default_value_t = ExplainFormat::Text)]
        format: ExplainFormat,
        /// Define the virtual rule NAME (repeatable), as for `apply` and `check`.
        #[arg(short = 'D', value_name = "NAME")]
        define: Vec<String>,
        /// The semantic patch (.cocci).
        patch: PathBuf,
        /// The place: FILE:LINE (matches that start on the line) or FILE:LINE:COL (matches
        /// around that column; 1-based, columns count characters).
        place: String,
        #[command(flatten)]
        model: ModelArgs,
    },
    /// Print the control-flow graphs of a file's bodies (fns, closures, initialisers).
    Cfg {
        /// Only the fns (and methods) with this name, and the closures inside them.
        #[arg(long = "fn")]
        name: Option<String>,
        /// Graphviz output instead of text.
        #[arg(long)]
        dot: bool,
        file: PathBuf,
    },
    /// Draft a semantic patch from one example edit: each change from BEFORE to AFTER becomes
    /// a rule, the code it keeps made metavariables. The patch is checked before it is
    /// printed: applied to BEFORE, it gives AFTER's changes and nothing else; a change no rule
    /// can give so is named on stderr (exit status 1).
    Infer {
        /// The file before the edit.
        #[arg(required_unless_present = "git")]
        before: Option<PathBuf>,
        /// The same file after it.
        #[arg(required_unless_present = "git")]
        after: Option<PathBuf>,
        /// Instead of two files: every Rust file the working tree changed since REV (a commit,
        /// a branch), against its text at REV.
        #[arg(long, value_name = "REV", conflicts_with_all = ["before", "after"])]
        git: Option<String>,
        /// Declare each metavariable with the type its code has in the example (the semantic
        /// model of the file's workspace is loaded), so the patch changes only code of that
        /// type.
        #[arg(long)]
        typed: bool,
    },
    /// Run the language server on stdin/stdout.
    Lsp,
    /// The background model a typed run starts (see --daemon): serves its semantic model on
    /// SOCKET until idle.
    #[command(hide = true)]
    Daemon {
        #[arg(long)]
        socket: PathBuf,
        /// The model's settings, as the run serialized them.
        #[arg(long)]
        settings: String,
        /// Seconds without a run before it exits.
        #[arg(long, default_value_t = 600)]
        idle: u64,
    },
    /// Print a completion script for SHELL, e.g. `cocci completions bash >
    /// ~/.local/share/bash-completion/completions/cocci`.
    Completions { shell: clap_complete::Shell },
    /// Print the manual page (roff: `cocci man | man -l -`), or write a page for each command
    /// into a folder.
    Man {
        /// Write cocci.1, cocci-apply.1... into DIR instead of printing cocci.1.
        #[arg(long, value_name = "DIR")]
        out_dir: Option<PathBuf>,
    },
}

/// What `cocci apply` prints.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ApplyFormat {
    Diff,
    Json,
}

#[derive(clap::Args)]
struct Common {
    /// Number of threads (default: all cores).
    #[arg(short = 'j', long = "jobs")]
    jobs: Option<usize>,
    /// Only files matching GLOB (gitignore syntax, relative to the current folder; repeatable).
    #[arg(long, value_name = "GLOB")]
    include: Vec<String>,
    /// Skip files and folders matching GLOB (gitignore syntax, relative to the current folder;
    /// repeatable; wins over --include).
    #[arg(long, value_name = "GLOB")]
    exclude: Vec<String>,
    /// Process named files whatever their extension (by default a named file must be *.rs).
    #[arg(long)]
    any_extension: bool,
    /// Never match or rewrite inside the arguments of macro NAME (repeatable). By default:
    /// quote, quote_spanned, parse_quote, parse_quote_spanned, format_ident.
    #[arg(long, value_name = "NAME")]
    opaque_macro: Vec<String>,
    /// Match inside quote! and the other default opaque macros too.
    #[arg(long)]
    no_default_opaque_macros: bool,
    /// Define the virtual rule NAME (declared in the patch with `virtual NAME`; repeatable).
    #[arg(short = 'D', value_name = "NAME")]
    define: Vec<String>,
    /// Run a kernel-style patch in one of its modes, as `make coccicheck` does: the same as
    /// `-D MODE` (the patch declares `virtual report`, `virtual patch`...).
    #[arg(long, value_enum, value_name = "MODE")]
    mode: Option<PatchMode>,
    /// spatch's spelling of the patch argument: then every positional argument is a path.
    #[arg(long, value_name = "PATCH")]
    sp_file: Option<PathBuf>,
    /// spatch's spelling of a folder to process (repeatable).
    #[arg(long, value_name = "DIR")]
    dir: Vec<PathBuf>,
    /// spatch options with no meaning for Rust (`--very-quiet`, `--quiet`, `--no-includes`,
    /// `--include-headers`): accepted, with a note that each is ignored, so that a spatch
    /// command line runs.
    #[arg(long, hide = true)]
    very_quiet: bool,
    #[arg(long, hide = true)]
    quiet: bool,
    #[arg(long, hide = true)]
    no_includes: bool,
    #[arg(long, hide = true)]
    include_headers: bool,
    /// Let loading the semantic model run what the workspace configures, as rust-analyzer
    /// would: the toolchain its rust-toolchain.toml names, the rustc and wrappers of its
    /// .cargo/config.toml. By default only the toolchain cocci was started with runs.
    #[arg(long)]
    trust_workspace: bool,
    #[command(flatten)]
    model: ModelArgs,
    /// Whether a typed run keeps its semantic model loaded in a background process for the
    /// next runs over the same paths (which then skip the load; changed files are re-read):
    /// `auto` (the default, or the COCCI_DAEMON environment variable) when stderr is a
    /// terminal. The process exits after 10 minutes without a run (COCCI_DAEMON_IDLE: seconds).
    #[arg(long, value_enum, value_name = "WHEN")]
    daemon: Option<cocci::daemon::Use>,
    /// Same as --daemon never.
    #[arg(long, conflicts_with = "daemon")]
    no_daemon: bool,
    /// Exit as if every candidate were checked when the semantic model could not be loaded
    /// (by default that exits with 2: a typed patch could not do its work).
    #[arg(long)]
    allow_skips: bool,
    /// Say where each candidate a typed patch skipped is, and why the model could not tell:
    /// `file:line:col: rule: skipped: reason` on stderr (`check --format json`: a `skip` object
    /// a line).
    #[arg(long)]
    explain_skips: bool,
    /// How many workspaces' semantic models stay in memory at once (each takes hundreds of MB
    /// once asked about): the least recently used is dropped before another loads, and loaded
    /// again if needed. Default: one per thread, at least 2.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    max_models: Option<u64>,
    /// Resident memory past which no semantic model stays loaded beyond those the threads are
    /// working through: `4G`, `1500M`, bytes, or `none`. Default: half the machine's memory, at
    /// most 4G.
    #[arg(long, value_name = "SIZE", value_parser = cocci::size::parse_budget)]
    max_memory: Option<cocci::size::Budget>,
    /// Do not match or rewrite the Rust code blocks of `///` and `//!` doc comments (by
    /// default they are matched as the code rustdoc compiles, and rewritten in the comment).
    #[arg(long)]
    no_doctests: bool,
    /// Match and rewrite `compile_fail` doctests too (by default they are left as they are:
    /// their code is meant not to compile).
    #[arg(long, conflicts_with = "no_doctests")]
    compile_fail_doctests: bool,
    /// Do not match or rewrite the transcribers of `macro_rules!` (by default each rule's
    /// right-hand side is matched as the statements it expands to, `$name` holes taken for
    /// names, and rewritten in place).
    #[arg(long)]
    no_macro_bodies: bool,
    /// Match macro calls whose arguments are no expressions or items (`pick! { a = o.unwrap()
    /// => a }`) through rust-analyzer's expansion for every patch, loading the semantic model
    /// for untyped patches too (by default only typed patches, which load it anyway, do; the
    /// others count such calls as not looked into).
    #[arg(long)]
    expand_macros: bool,
    /// Never match macro calls through their expansion.
    #[arg(long, conflicts_with = "expand_macros")]
    no_expand_macros: bool,
    /// Match patterns only as written: no isomorphism (`==` with its operands swapped...)
    /// applies. A rule turns one off with `disable NAME` in its header.
    #[arg(long)]
    no_isos: bool,
    /// Load more isomorphisms, in spatch's iso syntax, for every rule (as `using "FILE"` in each
    /// rule's header); repeatable.
    #[arg(long, value_name = "FILE")]
    iso_file: Vec<PathBuf>,
    /// The semantic patch (.cocci).
    #[arg(required_unless_present = "sp_file")]
    patch: Option<PathBuf>,
    /// Files and folders to process (folders: every *.rs below, .gitignore respected); `-`:
    /// stdin.
    paths: Vec<PathBuf>,
}

/// The configuration the semantic model analyses (typed patches, `--verify`): code under a
/// `cfg` that is off is configured out, and its typed candidates are skipped.
#[derive(clap::Args)]
struct ModelArgs {
    /// Analyse the code with these cargo features on (comma-separated, repeatable; `pkg/name`
    /// for a workspace member), as `cargo check --features`: typed candidates under
    /// `#[cfg(feature = ...)]` are then matched instead of skipped.
    #[arg(long, value_name = "FEATURES", value_delimiter = ',')]
    features: Vec<String>,
    /// Analyse the code with every feature of every package on.
    #[arg(long)]
    all_features: bool,
    /// Analyse the code without the packages' default features.
    #[arg(long)]
    no_default_features: bool,
    /// Analyse the code with a cfg set, as `rustc --cfg`: `NAME` or `NAME=VALUE` (repeatable).
    #[arg(long = "cfg", value_name = "SPEC", value_parser = sema::Configuration::parse_cfg)]
    cfgs: Vec<(String, Option<String>)>,
    /// Analyse the code for another target (`x86_64-pc-windows-msvc`), as `cargo check
    /// --target`: its `cfg(windows)` code is then matched, the host's configured out.
    #[arg(long, value_name = "TRIPLE")]
    target: Option<String>,
    /// Also match typed candidates that this configuration leaves out under a feature's
    /// `cfg`: each is asked of a second model with every feature on, loaded only when such a
    /// candidate appears (code only another target or `--cfg` compiles stays skipped).
    #[arg(long)]
    all_cfgs: bool,
}

impl ModelArgs {
    fn configuration(&self) -> sema::Configuration {
        sema::Configuration {
            features: self.features.iter().map(|f| f.trim().to_owned()).filter(|f| !f.is_empty()).collect(),
            all_features: self.all_features,
            no_default_features: self.no_default_features,
            cfgs: self.cfgs.clone(),
            target: self.target.clone(),
        }
    }

    /// The configuration `--all-cfgs` asks about code this one configures out.
    fn other_configuration(&self) -> Option<sema::Configuration> {
        let all = sema::Configuration { all_features: true, no_default_features: false, ..self.configuration() };
        (self.all_cfgs && !self.all_features).then_some(all)
    }
}

/// The modes of kernel-style patches (`virtual` rules of those names).
#[derive(Clone, Copy, clap::ValueEnum)]
enum PatchMode {
    Report,
    Context,
    Org,
    Patch,
}

impl PatchMode {
    fn name(self) -> &'static str {
        match self {
            PatchMode::Report => "report",
            PatchMode::Context => "context",
            PatchMode::Org => "org",
            PatchMode::Patch => "patch",
        }
    }
}

impl Common {
    /// The patch and the paths, however spelt (positional, or spatch's `--sp-file` and
    /// `--dir`); an error when either is missing.
    fn patch_and_paths(&self) -> Result<(PathBuf, Vec<PathBuf>), String> {
        let mut positional: Vec<PathBuf> = self.patch.iter().chain(&self.paths).cloned().collect();
        let patch = match &self.sp_file {
            Some(p) => p.clone(),
            None if positional.is_empty() => return Err("no patch given".into()),
            None => positional.remove(0),
        };
        positional.extend(self.dir.iter().cloned());
        if positional.is_empty() {
            return Err("no files or folders given: name them after the patch (or with --dir)".into());
        }
        Ok((patch, positional))
    }

    /// Notes for the spatch options that mean nothing here.
    fn ignored_notes(&self) -> Vec<String> {
        let flags = [
            (self.very_quiet, "--very-quiet"),
            (self.quiet, "--quiet"),
            (self.no_includes, "--no-includes"),
            (self.include_headers, "--include-headers"),
        ];
        flags.iter().filter(|(on, _)| *on).map(|(_, f)| format!("note: {f} (a spatch option) is ignored")).collect()
    }

    fn options(&self) -> run::Options {
        let defaults = if self.no_default_opaque_macros { &[][..] } else { engine::CODE_AS_DATA_MACROS };
        let mut opaque_macros: Vec<String> = defaults.iter().map(|s| s.to_string()).collect();
        opaque_macros.extend(self.opaque_macro.iter().cloned());
        run::Options {
            jobs: self.jobs,
            select: project::files::Select {
                include: self.include.clone(),
                exclude: self.exclude.clone(),
                any_extension: self.any_extension,
            },
            opaque_macros,
            defines: self.define.iter().cloned().chain(self.mode.map(|m| m.name().to_owned())).collect(),
            allow_skips: self.allow_skips,
            doctests: apply::Doctests { enabled: !self.no_doctests, compile_fail: self.compile_fail_doctests },
            macro_bodies: !self.no_macro_bodies,
            expand_macros: if self.expand_macros {
                apply::ExpandMacros::Always
            } else if self.no_expand_macros {
                apply::ExpandMacros::Never
            } else {
                apply::ExpandMacros::WithModel
            },
            isos: !self.no_isos,
            iso_files: self.iso_file.clone(),
            explain_skips: self.explain_skips,
            max_models: self.max_models.map(|n| n as usize),
            max_memory: match self.max_memory {
                Some(budget) => budget.bytes(),
                None => cocci::size::default_budget(),
            },
            verify_cmd: None,
            daemon: if self.no_daemon {
                cocci::daemon::Use::Never
            } else {
                self.daemon.unwrap_or_else(cocci::daemon::Use::from_env)
            },
            trust: if self.trust_workspace { sema::Trust::Workspace } else { sema::Trust::Untrusted },
            configuration: self.model.configuration(),
            other_configuration: self.model.other_configuration(),
        }
    }
}

/// rowan's trees are many small allocations made from several threads: mimalloc serves them
/// much faster than glibc's malloc (see docs/benchmarks.md).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    // Before the work allocates: pages faulted in later come at 4 KB (see `pages`).
    cocci::pages::no_huge_pages();
    // Parsing the patch (and `cocci cfg`, and the server's own threads' defaults) run on a large
    // stack: deep patches and files must give an error, never overflow.
    // SAFETY: the first thing the process does: no other thread exists.
    unsafe { cocci::stack::raise_default_stack() };
    cocci::stack::on_large_stack(run)
}

fn run() -> ExitCode {
    // `COCCI_LOG=sema=debug` (an EnvFilter) tells what the semantic model loads and drops;
    // `COCCI_LOG_SPANS=1` adds how long each span took (`COCCI_LOG=ra_ap_hir_def=info`: each
    // crate's name resolution), to profile a typed run.
    if let Ok(filter) = tracing_subscriber::EnvFilter::try_from_env("COCCI_LOG") {
        let spans = match std::env::var_os("COCCI_LOG_SPANS") {
            Some(_) => tracing_subscriber::fmt::format::FmtSpan::CLOSE,
            None => tracing_subscriber::fmt::format::FmtSpan::NONE,
        };
        let _ = tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .with_env_filter(filter)
            .with_span_events(spans)
            .try_init();
    }
    let cli = Cli::parse();
    cocci::color::choose(cli.color);
    match cli.command {
        Command::Apply { in_place, exit_code, verify, verify_cmd, format, common } => {
            let options = run::Options { verify_cmd, ..common.options() };
            let json = format == ApplyFormat::Json;
            start(run::Mode::Apply { in_place, exit_code, verify, json }, &common, &options)
        }
        Command::Check { format, json, columns, common } => {
            let format = if json { Format::Json } else { format };
            start(run::Mode::Check { format, columns }, &common, &common.options())
        }
        Command::Explain { format, define, patch, place, model } => {
            cocci::explain::run(&patch, &place, format, &define, (model.configuration(), model.other_configuration()))
        }
        Command::Cfg { name, dot, file } => cocci::cfg_cmd::run(&file, name.as_deref(), dot),
        Command::Infer { before, after, git, typed } => {
            cocci::infer::run(before.as_deref(), after.as_deref(), git.as_deref(), typed)
        }
        Command::Lsp => ExitCode::from(lsp::run_stdio() as u8),
        Command::Daemon { socket, settings, idle } => match serde_json::from_str(&settings) {
            Ok(settings) => cocci::daemon::serve(&socket, settings, std::time::Duration::from_secs(idle)),
            Err(e) => {
                eprintln!("error: --settings: {e}");
                ExitCode::from(2)
            }
        },
        Command::Completions { shell } => {
            cocci::generate::completions(Cli::command(), shell, &mut std::io::stdout());
            ExitCode::SUCCESS
        }
        Command::Man { out_dir } => {
            match cocci::generate::man(Cli::command(), out_dir.as_deref(), &mut std::io::stdout()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: cannot write the manual: {e}");
                    ExitCode::from(2)
                }
            }
        }
    }
}

/// `apply` or `check`, once the arguments are known to be in the right order.
fn start(mode: run::Mode, common: &Common, options: &run::Options) -> ExitCode {
    let (patch, paths) = match common.patch_and_paths() {
        Ok(both) => both,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    for note in common.ignored_notes() {
        eprintln!("{note}");
    }
    let typed: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if let Some(said) = cocci::mistakes::swapped_patch(&patch, &paths, &typed) {
        eprintln!("{}", cocci::paint::diagnostic(&said));
        return ExitCode::from(2);
    }
    run::run(mode, &patch, &paths, options)
}
