fn answer() -> u32 { 42 }

fn two() -> u32 {
    1 + 1
}

impl Limits {
    fn max_items() -> u32 { 64 * 1024 }
}

fn three(x: u32) -> u32 { x }

fn four() -> u64 { 4 }

fn five() -> u32 { let x = 5; x }
