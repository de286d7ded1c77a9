pub struct Fresh;

impl Fresh {
    pub fn made() -> String {
        String::new()
    }
}

pub fn make() -> String {
    String::default()
}
