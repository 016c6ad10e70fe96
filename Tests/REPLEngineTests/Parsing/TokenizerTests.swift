import Testing
@testable import REPLEngine

@Suite struct TokenizerTests {
    @Test func splitsOnSpacesAndKeepsQuotedText() throws {
        #expect(try Tokenizer.words("email  \"a b@example.com\"") == ["email", "a b@example.com"])
        #expect(try Tokenizer.words("password 'it''s'") == ["password", "its"])
        #expect(try Tokenizer.words(#"email "say \"hi\"""#) == ["email", #"say "hi""#])
        #expect(try Tokenizer.words(#"email a\ b"#) == ["email", "a b"])
        #expect(try Tokenizer.words("email \"\"") == ["email", ""])
        #expect(try Tokenizer.words("  ") == [])
    }

    /// Unquoted lines take a shortcut; it must split exactly as the full reading does,
    /// which the same line with an empty quoted word added at the end goes through.
    @Test func unquotedLinesSplitAsTheFullReadingDoes() throws {
        let pieces = ["countup", "7", "é", "👩‍👩‍👧", "a@b.c", "例え", "x", "#1", "a#"]
        let separators = [" ", "  ", "\t", " \t "]
        var generator = SplitMix(seed: 7)
        for _ in 0..<300 {
            var line = Bool.random(using: &generator) ? separators.randomElement(using: &generator)! : ""
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                line += pieces.randomElement(using: &generator)! + separators.randomElement(using: &generator)!
            }
            let shortcut = try Tokenizer.words(line)
            let full = try Tokenizer.words(line + " ''")
            #expect(shortcut + [""] == full, "\(line.debugDescription)")
        }
    }

    @Test func aHashWordEndsTheLineAsACommentOutsideQuotes() throws {
        #expect(try Tokenizer.words("countup 3 # three taps") == ["countup", "3"])
        #expect(try Tokenizer.words("countup 3 #") == ["countup", "3"])
        #expect(try Tokenizer.words("email \"a # b\" # the email") == ["email", "a # b"])
        #expect(try Tokenizer.words("email 'x' # it's a comment") == ["email", "x"])
        // An id and a word with a # in it are words.
        #expect(try Tokenizer.words("unsubscribe #1") == ["unsubscribe", "#1"])
        #expect(try Tokenizer.words("email a#b") == ["email", "a#b"])
    }

    @Test func anApostropheInAWordSaysHowToQuoteIt() {
        #expect(throws: CommandError.apostropheInWord("it's")) { try Tokenizer.words("email it's") }
        #expect(throws: CommandError.unterminatedQuote("'")) { try Tokenizer.words("email 'its") }
        #expect(CommandError.apostropheInWord("it's").description == #"the apostrophe in it's starts a quote that never closes; to type it, put the word in double quotes: "it's""#)
    }

    @Test func keepsMultiByteCharactersWholeInsideAndOutsideQuotesAndAfterEscapes() throws {
        #expect(try Tokenizer.words("email ünï@例え.jp") == ["email", "ünï@例え.jp"])
        #expect(try Tokenizer.words("email \"a é\tb\" 'ü x'") == ["email", "a é\tb", "ü x"])
        #expect(try Tokenizer.words(#"email \é "x\"😀""#) == ["email", "é", "x\"😀"])
        // An unknown escape is named whole, all its bytes.
        #expect(throws: CommandError.unknownEscape(#"\😀"#)) { try Tokenizer.words(#"email "x\😀""#) }
        #expect(try Tokenizer.words("email 👩‍👩‍👧 \"🇯🇵\"") == ["email", "👩‍👩‍👧", "🇯🇵"])
    }

    /// `"\q"` was `q`, the quit command: a batch run ended with status 0 at it.
    @Test func anUnknownEscapeInDoubleQuotesIsAnErrorThatNamesIt() throws {
        #expect(throws: CommandError.unknownEscape(#"\q"#)) { try Tokenizer.words(#""\q""#) }
        #expect(throws: CommandError.unknownEscape(#"\e"#)) { try Tokenizer.words(#"email "a\eb""#) }
        #expect(CommandError.unknownEscape(#"\q"#).description.hasPrefix(#"unknown escape '\q' in double quotes;"#))
        #expect(try Tokenizer.words(#"email "a\nb\tc\"d\\e""#) == ["email", "a\nb\tc\"d\\e"])
        // Outside quotes a backslash still keeps the next character, as in a shell.
        #expect(try Tokenizer.words(#"email \q"#) == ["email", "q"])
    }

    @Test func anUnterminatedQuoteIsAnError() {
        #expect(throws: CommandError.unterminatedQuote("\"")) { try Tokenizer.words("email \"abc") }
        #expect(throws: CommandError.unterminatedQuote("'")) { try Tokenizer.words("email 'abc") }
    }
}

@Suite struct LineReaderTests {
    @Test func rejectsInvalidUTF8NulControlCharactersAndHugeLines() {
        #expect(throws: CommandError.invalidUTF8(byteOffset: 5)) { try LineReader.decode(Array("count".utf8) + [0xFF]) }
        #expect(throws: CommandError.nulByte(column: 3)) { try LineReader.decode([0x61, 0x62, 0x00]) }
        #expect(throws: CommandError.controlCharacter(7, column: 1)) { try LineReader.decode([0x07]) }
        #expect(throws: CommandError.lineTooLong(length: 1_000_000, limit: 4_096)) {
            try LineReader.decode([UInt8](repeating: 0x61, count: 1_000_000))
        }
        #expect(CommandError.lineTooLong(length: 1_000_000, limit: 4_096).description == "the line is 1000000 bytes long; shorten it to at most 4096 bytes")
    }

    @Test func keepsNonASCIIText() throws {
        #expect(try LineReader.decode(Array("email 太郎@example.com".utf8)) == "email 太郎@example.com")
    }
}
