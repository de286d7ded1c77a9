use std::error::Error;

pub fn explain(e: &dyn Error) -> String {
    // Already through Display.
    format!("failed: {}", e)
}

pub struct Item {
    pub description: String,
}

pub fn text(i: &Item) -> &str {
    // A field, not the method.
    &i.description
}
