import Foundation

let kAPIBaseURL = "https://api.cookbook.example.com/v2"
let kDefaultServings = 2
let kMaxSearchHistory = 15
