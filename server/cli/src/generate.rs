//! `cocci completions SHELL` and `cocci man`: what shells and `man` need, generated from the
//! same definition of the command line as its parsing and `--help`, so they never drift.

use std::io::Write;
use std::path::Path;

/// Writes `shell`'s completion script for `command` to `out`.
pub fn completions(mut command: clap::Command, shell: clap_complete::Shell, out: &mut dyn Write) {
    let name = command.get_name().to_owned();
    clap_complete::generate(shell, &mut command, name, out);
}

/// The manual page of `command` (roff) to `out`; or, given a folder, one page for the
/// command and one for each subcommand (`cocci.1`, `cocci-apply.1`...) written into it.
pub fn man(command: clap::Command, dir: Option<&Path>, out: &mut dyn Write) -> std::io::Result<()> {
    let written = match dir {
        None => clap_mangen::Man::new(command).render(out),
        Some(dir) => std::fs::create_dir_all(dir).and_then(|()| clap_mangen::generate_to(command, dir)),
    };
    // `cocci man | head` closing the pipe early is no failure.
    match written {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}
