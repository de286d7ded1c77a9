pub fn copy(name: String) -> String {
    name.to_owned()
}
