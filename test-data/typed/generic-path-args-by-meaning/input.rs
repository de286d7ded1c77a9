// Generic arguments written otherwise name the same type: compared by what they name.
pub fn names() -> Vec<String> {
    Vec::<String>::new()
}

pub fn names_by_path() -> Vec<String> {
    Vec::<std::string::String>::new()
}

pub fn names_by_alias() -> Vec<Text> {
    Vec::<Text>::new()
}

pub type Text = String;
