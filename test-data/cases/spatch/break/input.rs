fn main_() {
    while running() {
        x = 12;
        loop {
            x = 15;
            if x > 1 {
                foo();
                break;
            }
            if a != 3 {
                break;
            }
        }
        if x > 1 {
            foo();
            break;
        }
        if x > 1 {
            foo();
            break;
        }
    }
}

fn mainx() {
    while running() {
        x = 12;
        loop {
            x = 15;
            if x > 1 {
                xxx();
                continue;
            }
            if a != 3 {
                break;
            }
        }
        if x > 1 {
            xxx();
            break;
        }
        if x > 1 {
            xxx();
            continue;
        }
    }
}
