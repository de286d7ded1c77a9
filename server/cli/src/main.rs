//! `cocci`: apply semantic patches to Rust code.

use clap::{Parser, Subcommand};
use cocci::run;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "cocci", version, about = "Semantic patches (Coccinelle's SmPL) for Rust")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Apply a patch: print a unified diff, or rewrite the files with --in-place.
    Apply {
        /// Write the changes to the files instead of printing a diff.
        #[arg(long)]
        in_place: bool,
        #[command(flatten)]
        common: Common,
    },
    /// Report what a patch matches: one line a match (`file:line:col: rule: message`).
    Check {
        /// One JSON object a line.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        common: Common,
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
    /// Run the language server on stdin/stdout.
    Lsp,
}

#[derive(clap::Args)]
struct Common {
    /// Number of threads (default: all cores).
    #[arg(short = 'j', long = "jobs")]
    jobs: Option<usize>,
    /// The semantic patch (.cocci).
    patch: PathBuf,
    /// Files and folders to process (folders: every *.rs below, .gitignore respected).
    #[arg(required = true)]
    paths: Vec<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Apply { in_place, common } => {
            run::run(run::Mode::Apply { in_place }, &common.patch, &common.paths, common.jobs)
        }
        Command::Check { json, common } => {
            run::run(run::Mode::Check { json }, &common.patch, &common.paths, common.jobs)
        }
        Command::Cfg { name, dot, file } => cocci::cfg_cmd::run(&file, name.as_deref(), dot),
        Command::Lsp => ExitCode::from(lsp::run_stdio() as u8),
    }
}
