use std::error::Error;

pub fn explain(e: &dyn Error) -> String {
    format!("failed: {}", e.description())
}

pub fn log_parse(s: &str) -> Option<u32> {
    match s.parse::<u32>() {
        Ok(n) => Some(n),
        Err(err) => {
            eprintln!("{}", err.description());
            None
        }
    }
}
