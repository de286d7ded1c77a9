use clap::{App, Arg, SubCommand};

pub fn cli() -> App<'static> {
    App::new("demo")
        .arg(Arg::with_name("verbose").long("verbose").multiple(true))
        .arg(Arg::with_name("config").long("config").required_unless("defaults").case_insensitive(true))
        .subcommand(SubCommand::with_name("run").arg(clap::Arg::with_name("file")))
}
