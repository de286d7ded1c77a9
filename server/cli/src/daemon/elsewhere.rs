//! Systems without Unix sockets: every run loads its own model.

use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use super::Settings;

/// No background model can exist here.
pub enum Remote {}

impl Remote {
    pub fn broke(&self) -> bool {
        match *self {}
    }

    pub fn synced(&self) -> usize {
        match *self {}
    }

    pub fn summary(&self) -> Option<super::Summary> {
        match *self {}
    }

    pub fn loading_probe(&self) -> impl Fn() -> Option<String> + Send + 'static {
        match *self {}
    }
}

impl sema_api::Workspace for Remote {
    fn file(&self, _: &Path, _: &str) -> Box<dyn sema_api::FileSemantics> {
        match *self {}
    }
}

pub fn connect(_: &Settings) -> Result<(Remote, bool), String> {
    Err("a background model needs Unix sockets".into())
}

pub fn serve(_: &Path, _: Settings, _: Duration) -> ExitCode {
    eprintln!("error: `cocci daemon` needs Unix sockets");
    ExitCode::from(2)
}
