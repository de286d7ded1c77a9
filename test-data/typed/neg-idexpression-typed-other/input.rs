pub fn copy(names: Vec<u8>) -> Vec<u8> {
    names.clone()
}
