fn f(f: u8) -> (Old, Old, Old) {
    (New { f }, New { f: f + 1 }, New { f: f })
}
