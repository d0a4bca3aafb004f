(define (problem plan_trial_H00002_cellphone_coffeetable)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  CellPhoneType - otype
  KeyChainType - otype
  PillowType - otype
  CoffeeTableType - rtype
  DresserType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  CellPhone_bar__minus_00_dot_72_bar__minus_02_dot_38_bar__plus_00_dot_90 - object
  Pillow_bar__plus_02_dot_34_bar__minus_01_dot_89_bar__minus_01_dot_17 - object
  Book_bar__plus_00_dot_60_bar__minus_01_dot_56_bar__plus_01_dot_19 - object
  KeyChain_bar__plus_01_dot_56_bar__plus_00_dot_78_bar__minus_02_dot_29 - object
  Dresser_bar__minus_00_dot_73_bar__minus_01_dot_41_bar__minus_01_dot_16 - receptacle
  TVStand_bar__plus_02_dot_22_bar__plus_00_dot_91_bar__plus_01_dot_55 - receptacle
  Sofa_bar__minus_00_dot_40_bar__plus_00_dot_59_bar__plus_01_dot_90 - receptacle
  CoffeeTable_bar__plus_00_dot_31_bar__minus_02_dot_16_bar__minus_00_dot_17 - receptacle
  SideTable_bar__plus_01_dot_09_bar__plus_00_dot_99_bar__plus_00_dot_60 - receptacle
  loc_bar_1_bar_6_bar_3_bar_30 - location
  loc_bar_2_bar__minus_7_bar_2_bar_15 - location
  loc_bar_6_bar__minus_6_bar_0_bar_15 - location
  loc_bar_7_bar_0_bar_3_bar_45 - location
  loc_bar__minus_2_bar__minus_7_bar_0_bar_0 - location
  loc_bar__minus_4_bar_1_bar_2_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_6_bar__minus_6_bar_0_bar_15)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType PillowType)
  (canContain DresserType BookType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType KeyChainType)
  (canContain DresserType PillowType)
  (canContain SideTableType BookType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType PillowType)
  (canContain SofaType BookType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType KeyChainType)
  (canContain SofaType PillowType)
  (canContain TVStandType BookType)
  (canContain TVStandType CellPhoneType)
  (canContain TVStandType KeyChainType)
  (canContain TVStandType PillowType)
  (receptacleType Dresser_bar__minus_00_dot_73_bar__minus_01_dot_41_bar__minus_01_dot_16 DresserType)
  (receptacleAtLocation Dresser_bar__minus_00_dot_73_bar__minus_01_dot_41_bar__minus_01_dot_16 loc_bar_1_bar_6_bar_3_bar_30)
  (receptacleType TVStand_bar__plus_02_dot_22_bar__plus_00_dot_91_bar__plus_01_dot_55 TVStandType)
  (receptacleAtLocation TVStand_bar__plus_02_dot_22_bar__plus_00_dot_91_bar__plus_01_dot_55 loc_bar__minus_2_bar__minus_7_bar_0_bar_0)
  (receptacleType Sofa_bar__minus_00_dot_40_bar__plus_00_dot_59_bar__plus_01_dot_90 SofaType)
  (receptacleAtLocation Sofa_bar__minus_00_dot_40_bar__plus_00_dot_59_bar__plus_01_dot_90 loc_bar__minus_4_bar_1_bar_2_bar_45)
  (receptacleType CoffeeTable_bar__plus_00_dot_31_bar__minus_02_dot_16_bar__minus_00_dot_17 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__plus_00_dot_31_bar__minus_02_dot_16_bar__minus_00_dot_17 loc_bar_7_bar_0_bar_3_bar_45)
  (receptacleType SideTable_bar__plus_01_dot_09_bar__plus_00_dot_99_bar__plus_00_dot_60 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_01_dot_09_bar__plus_00_dot_99_bar__plus_00_dot_60 loc_bar_2_bar__minus_7_bar_2_bar_15)
  (objectType CellPhone_bar__minus_00_dot_72_bar__minus_02_dot_38_bar__plus_00_dot_90 CellPhoneType)
  (inReceptacle CellPhone_bar__minus_00_dot_72_bar__minus_02_dot_38_bar__plus_00_dot_90 TVStand_bar__plus_02_dot_22_bar__plus_00_dot_91_bar__plus_01_dot_55)
  (objectAtLocation CellPhone_bar__minus_00_dot_72_bar__minus_02_dot_38_bar__plus_00_dot_90 loc_bar__minus_2_bar__minus_7_bar_0_bar_0)
  (pickupable CellPhone_bar__minus_00_dot_72_bar__minus_02_dot_38_bar__plus_00_dot_90)
  (objectType Pillow_bar__plus_02_dot_34_bar__minus_01_dot_89_bar__minus_01_dot_17 PillowType)
  (inReceptacle Pillow_bar__plus_02_dot_34_bar__minus_01_dot_89_bar__minus_01_dot_17 Sofa_bar__minus_00_dot_40_bar__plus_00_dot_59_bar__plus_01_dot_90)
  (objectAtLocation Pillow_bar__plus_02_dot_34_bar__minus_01_dot_89_bar__minus_01_dot_17 loc_bar__minus_4_bar_1_bar_2_bar_45)
  (pickupable Pillow_bar__plus_02_dot_34_bar__minus_01_dot_89_bar__minus_01_dot_17)
  (objectType Book_bar__plus_00_dot_60_bar__minus_01_dot_56_bar__plus_01_dot_19 BookType)
  (inReceptacle Book_bar__plus_00_dot_60_bar__minus_01_dot_56_bar__plus_01_dot_19 TVStand_bar__plus_02_dot_22_bar__plus_00_dot_91_bar__plus_01_dot_55)
  (objectAtLocation Book_bar__plus_00_dot_60_bar__minus_01_dot_56_bar__plus_01_dot_19 loc_bar__minus_2_bar__minus_7_bar_0_bar_0)
  (pickupable Book_bar__plus_00_dot_60_bar__minus_01_dot_56_bar__plus_01_dot_19)
  (objectType KeyChain_bar__plus_01_dot_56_bar__plus_00_dot_78_bar__minus_02_dot_29 KeyChainType)
  (inReceptacle KeyChain_bar__plus_01_dot_56_bar__plus_00_dot_78_bar__minus_02_dot_29 Dresser_bar__minus_00_dot_73_bar__minus_01_dot_41_bar__minus_01_dot_16)
  (objectAtLocation KeyChain_bar__plus_01_dot_56_bar__plus_00_dot_78_bar__minus_02_dot_29 loc_bar_1_bar_6_bar_3_bar_30)
  (pickupable KeyChain_bar__plus_01_dot_56_bar__plus_00_dot_78_bar__minus_02_dot_29)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o CellPhoneType)
                    (receptacleType ?r CoffeeTableType)
                )
            )
        )
    )
)
)
