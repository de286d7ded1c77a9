fn read(x: u32) -> u32 {
    x
}

pub fn get(limit: u32) -> u32 {
    read(limit)
}
