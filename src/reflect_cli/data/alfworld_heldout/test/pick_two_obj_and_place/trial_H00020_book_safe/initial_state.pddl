(define (problem plan_trial_H00020_book_safe)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  CreditCardType - otype
  KeyChainType - otype
  PencilType - otype
  BedType - rtype
  DeskType - rtype
  DrawerType - rtype
  DresserType - rtype
  SafeType - rtype
  SideTableType - rtype
  Book_bar__plus_02_dot_01_bar__plus_00_dot_11_bar__minus_00_dot_90 - object
  Book_bar__plus_00_dot_86_bar__minus_01_dot_63_bar__minus_02_dot_43 - object
  CreditCard_bar__plus_02_dot_39_bar__minus_02_dot_19_bar__minus_01_dot_51 - object
  Pencil_bar__plus_00_dot_64_bar__minus_00_dot_42_bar__minus_00_dot_69 - object
  KeyChain_bar__plus_01_dot_71_bar__plus_01_dot_29_bar__minus_00_dot_81 - object
  Bed_bar__minus_02_dot_30_bar__minus_00_dot_55_bar__minus_01_dot_78 - receptacle
  Drawer_bar__plus_02_dot_15_bar__minus_02_dot_41_bar__minus_00_dot_37 - receptacle
  Desk_bar__plus_00_dot_21_bar__minus_02_dot_23_bar__plus_01_dot_56 - receptacle
  SideTable_bar__minus_02_dot_46_bar__minus_00_dot_49_bar__plus_00_dot_46 - receptacle
  Dresser_bar__plus_00_dot_96_bar__minus_01_dot_54_bar__minus_00_dot_50 - receptacle
  Safe_bar__plus_00_dot_06_bar__plus_01_dot_94_bar__minus_00_dot_37 - receptacle
  loc_bar_1_bar_3_bar_3_bar_45 - location
  loc_bar_4_bar_2_bar_1_bar_45 - location
  loc_bar_4_bar_3_bar_1_bar_0 - location
  loc_bar_8_bar_0_bar_1_bar_15 - location
  loc_bar_8_bar__minus_8_bar_3_bar_45 - location
  loc_bar__minus_5_bar_8_bar_3_bar_0 - location
  loc_bar__minus_6_bar_6_bar_3_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_8_bar_0_bar_1_bar_15)
  (canContain BedType BookType)
  (canContain BedType CreditCardType)
  (canContain BedType KeyChainType)
  (canContain BedType PencilType)
  (canContain DeskType BookType)
  (canContain DeskType CreditCardType)
  (canContain DeskType KeyChainType)
  (canContain DeskType PencilType)
  (canContain DrawerType BookType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PencilType)
  (canContain DresserType BookType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType PencilType)
  (canContain SafeType BookType)
  (canContain SafeType CreditCardType)
  (canContain SafeType KeyChainType)
  (canContain SafeType PencilType)
  (canContain SideTableType BookType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType PencilType)
  (receptacleType Bed_bar__minus_02_dot_30_bar__minus_00_dot_55_bar__minus_01_dot_78 BedType)
  (receptacleAtLocation Bed_bar__minus_02_dot_30_bar__minus_00_dot_55_bar__minus_01_dot_78 loc_bar__minus_5_bar_8_bar_3_bar_0)
  (receptacleType Drawer_bar__plus_02_dot_15_bar__minus_02_dot_41_bar__minus_00_dot_37 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_02_dot_15_bar__minus_02_dot_41_bar__minus_00_dot_37 loc_bar_4_bar_3_bar_1_bar_0)
  (openable Drawer_bar__plus_02_dot_15_bar__minus_02_dot_41_bar__minus_00_dot_37)
  (receptacleType Desk_bar__plus_00_dot_21_bar__minus_02_dot_23_bar__plus_01_dot_56 DeskType)
  (receptacleAtLocation Desk_bar__plus_00_dot_21_bar__minus_02_dot_23_bar__plus_01_dot_56 loc_bar_4_bar_2_bar_1_bar_45)
  (receptacleType SideTable_bar__minus_02_dot_46_bar__minus_00_dot_49_bar__plus_00_dot_46 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_02_dot_46_bar__minus_00_dot_49_bar__plus_00_dot_46 loc_bar_1_bar_3_bar_3_bar_45)
  (receptacleType Dresser_bar__plus_00_dot_96_bar__minus_01_dot_54_bar__minus_00_dot_50 DresserType)
  (receptacleAtLocation Dresser_bar__plus_00_dot_96_bar__minus_01_dot_54_bar__minus_00_dot_50 loc_bar_8_bar__minus_8_bar_3_bar_45)
  (receptacleType Safe_bar__plus_00_dot_06_bar__plus_01_dot_94_bar__minus_00_dot_37 SafeType)
  (receptacleAtLocation Safe_bar__plus_00_dot_06_bar__plus_01_dot_94_bar__minus_00_dot_37 loc_bar__minus_6_bar_6_bar_3_bar_60)
  (openable Safe_bar__plus_00_dot_06_bar__plus_01_dot_94_bar__minus_00_dot_37)
  (objectType Book_bar__plus_02_dot_01_bar__plus_00_dot_11_bar__minus_00_dot_90 BookType)
  (inReceptacle Book_bar__plus_02_dot_01_bar__plus_00_dot_11_bar__minus_00_dot_90 SideTable_bar__minus_02_dot_46_bar__minus_00_dot_49_bar__plus_00_dot_46)
  (objectAtLocation Book_bar__plus_02_dot_01_bar__plus_00_dot_11_bar__minus_00_dot_90 loc_bar_1_bar_3_bar_3_bar_45)
  (pickupable Book_bar__plus_02_dot_01_bar__plus_00_dot_11_bar__minus_00_dot_90)
  (objectType Book_bar__plus_00_dot_86_bar__minus_01_dot_63_bar__minus_02_dot_43 BookType)
  (inReceptacle Book_bar__plus_00_dot_86_bar__minus_01_dot_63_bar__minus_02_dot_43 Dresser_bar__plus_00_dot_96_bar__minus_01_dot_54_bar__minus_00_dot_50)
  (objectAtLocation Book_bar__plus_00_dot_86_bar__minus_01_dot_63_bar__minus_02_dot_43 loc_bar_8_bar__minus_8_bar_3_bar_45)
  (pickupable Book_bar__plus_00_dot_86_bar__minus_01_dot_63_bar__minus_02_dot_43)
  (objectType CreditCard_bar__plus_02_dot_39_bar__minus_02_dot_19_bar__minus_01_dot_51 CreditCardType)
  (inReceptacle CreditCard_bar__plus_02_dot_39_bar__minus_02_dot_19_bar__minus_01_dot_51 SideTable_bar__minus_02_dot_46_bar__minus_00_dot_49_bar__plus_00_dot_46)
  (objectAtLocation CreditCard_bar__plus_02_dot_39_bar__minus_02_dot_19_bar__minus_01_dot_51 loc_bar_1_bar_3_bar_3_bar_45)
  (pickupable CreditCard_bar__plus_02_dot_39_bar__minus_02_dot_19_bar__minus_01_dot_51)
  (objectType Pencil_bar__plus_00_dot_64_bar__minus_00_dot_42_bar__minus_00_dot_69 PencilType)
  (inReceptacle Pencil_bar__plus_00_dot_64_bar__minus_00_dot_42_bar__minus_00_dot_69 Desk_bar__plus_00_dot_21_bar__minus_02_dot_23_bar__plus_01_dot_56)
  (objectAtLocation Pencil_bar__plus_00_dot_64_bar__minus_00_dot_42_bar__minus_00_dot_69 loc_bar_4_bar_2_bar_1_bar_45)
  (pickupable Pencil_bar__plus_00_dot_64_bar__minus_00_dot_42_bar__minus_00_dot_69)
  (objectType KeyChain_bar__plus_01_dot_71_bar__plus_01_dot_29_bar__minus_00_dot_81 KeyChainType)
  (inReceptacle KeyChain_bar__plus_01_dot_71_bar__plus_01_dot_29_bar__minus_00_dot_81 Drawer_bar__plus_02_dot_15_bar__minus_02_dot_41_bar__minus_00_dot_37)
  (objectAtLocation KeyChain_bar__plus_01_dot_71_bar__plus_01_dot_29_bar__minus_00_dot_81 loc_bar_4_bar_3_bar_1_bar_0)
  (pickupable KeyChain_bar__plus_01_dot_71_bar__plus_01_dot_29_bar__minus_00_dot_81)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 BookType)
                    (receptacleType ?r SafeType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 BookType)
                            (receptacleType ?r SafeType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
